pytest_plugins = ["tests.support.fake_discord.fixtures"]
