"""The chart of accounts: account codes, names and types."""

from dataclasses import dataclass

TYPES = ("asset", "liability", "equity", "income", "expense")
DEBIT_NORMAL = ("asset", "expense")


@dataclass(frozen=True)
class Account:
    code: str
    name: str
    type: str

    def __post_init__(self):
        if self.type not in TYPES:
            raise ValueError("account %s: unknown type %r" % (self.code, self.type))
        if not (self.code.isdigit() and len(self.code) == 4):
            raise ValueError("account code must be 4 digits: %r" % self.code)

    @property
    def normal_balance(self):
        """'debit' for assets and expenses, 'credit' for the others."""
        return "debit" if self.type in DEBIT_NORMAL else "credit"

    @property
    def is_balance_sheet(self):
        return self.type in ("asset", "liability", "equity")


class Chart:
    """Accounts by code, in code order."""

    def __init__(self, accounts=()):
        self._by_code = {}
        for account in accounts:
            self.add(account)

    def add(self, account):
        if account.code in self._by_code:
            raise ValueError("duplicate account code %s" % account.code)
        self._by_code[account.code] = account

    def get(self, code):
        try:
            return self._by_code[code]
        except KeyError:
            raise KeyError("unknown account %s" % code) from None

    def __contains__(self, code):
        return code in self._by_code

    def __iter__(self):
        return iter(sorted(self._by_code.values(), key=lambda a: a.code))

    def __len__(self):
        return len(self._by_code)

    def of_type(self, type_):
        return [a for a in self if a.type == type_]
