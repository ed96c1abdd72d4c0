"""Pure game engines: no Discord, no database, no clocks. See rules/base.py for the contract."""
