"""Journal entries: dated, referenced sets of postings whose debits equal their credits."""

from dataclasses import dataclass, field
from datetime import date

from ledger.money import ZERO, to_money


class UnbalancedEntry(ValueError):
    pass


@dataclass(frozen=True)
class Posting:
    account: str
    debit: object = ZERO
    credit: object = ZERO

    def __post_init__(self):
        object.__setattr__(self, "debit", to_money(self.debit))
        object.__setattr__(self, "credit", to_money(self.credit))
        if self.debit < 0 or self.credit < 0:
            raise ValueError("posting to %s: negative amount" % self.account)
        if self.debit and self.credit:
            raise ValueError("posting to %s: both debit and credit" % self.account)

    @property
    def net(self):
        """Debit minus credit."""
        return self.debit - self.credit


@dataclass
class Entry:
    date: date
    ref: str
    memo: str = ""
    postings: list = field(default_factory=list)

    def debit(self, account, amount):
        self.postings.append(Posting(account, debit=amount))
        return self

    def credit(self, account, amount):
        self.postings.append(Posting(account, credit=amount))
        return self

    @property
    def total(self):
        return sum((p.debit for p in self.postings), ZERO)

    def validate(self, chart=None):
        if len(self.postings) < 2:
            raise UnbalancedEntry("%s: an entry needs at least two postings" % self.ref)
        debits = sum((p.debit for p in self.postings), ZERO)
        credits = sum((p.credit for p in self.postings), ZERO)
        if debits != credits:
            raise UnbalancedEntry("%s: debits %s != credits %s" % (self.ref, debits, credits))
        if chart is not None:
            for p in self.postings:
                chart.get(p.account)
        return self


class Journal:
    """Entries in the order they were posted; queries return them by date then ref."""

    def __init__(self, chart=None):
        self.chart = chart
        self.entries = []
        self._refs = set()

    def post(self, entry):
        entry.validate(self.chart)
        if entry.ref in self._refs:
            raise ValueError("duplicate entry ref %s" % entry.ref)
        self._refs.add(entry.ref)
        self.entries.append(entry)
        return entry

    def between(self, start, end):
        """Entries dated start..end, both included."""
        found = [e for e in self.entries if start <= e.date <= end]
        return sorted(found, key=lambda e: (e.date, e.ref))

    def postings_for(self, account, start=None, end=None):
        for entry in sorted(self.entries, key=lambda e: (e.date, e.ref)):
            if start is not None and entry.date < start:
                continue
            if end is not None and entry.date > end:
                continue
            for p in entry.postings:
                if p.account == account:
                    yield entry, p

    def __len__(self):
        return len(self.entries)
