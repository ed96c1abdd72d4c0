pytest_plugins = ["tests.support.command_tree", "tests.support.fake_discord.fixtures", "tests.support.stores"]
