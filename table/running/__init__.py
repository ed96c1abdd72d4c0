"""Running the table: admins' commands, which guilds this process serves, and the one-process lock on the database."""
