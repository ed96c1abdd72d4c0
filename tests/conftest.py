pytest_plugins = ["tests.support.fake_discord.fixtures", "tests.support.stores"]
