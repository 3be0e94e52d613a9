package com.acme.ledger;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;

/** A tiny test runner (the back office build has no JUnit): prints each failure and a summary. */
public final class LedgerTests {
    private static int passed;
    private static final List<String> failures = new ArrayList<>();

    private static void check(String name, Object expected, Object actual) {
        if (expected.equals(actual)) passed++;
        else failures.add(name + ": expected " + expected + " but was " + actual);
    }

    private static Account account() {
        Account a = new Account("DE44500105175407324931");
        a.post(new Posting(LocalDate.of(2026, 10, 20), Money.eur("10000.00"), "opening"));
        a.post(new Posting(LocalDate.of(2026, 11, 16), Money.eur("-4000.00"), "transfer"));
        return a;
    }

    private static Account held(String amount) {
        Account a = new Account("DE89370400440532013000");
        a.post(new Posting(LocalDate.of(2026, 11, 1), Money.eur(amount), "opening"));
        return a;
    }

    public static void main(String[] args) {
        Account a = account();
        check("balance before", Money.eur("10000.00"), a.balanceOn(LocalDate.of(2026, 11, 15)));
        check("balance after", Money.eur("6000.00"), a.balanceOn(LocalDate.of(2026, 11, 16)));
        check("one year", new BigDecimal("250.00"), Money.cents(Interest.simple(Money.eur("10000.00"), new BigDecimal("0.025"), 365)));
        check("one day", new BigDecimal("0.68"), Money.cents(Interest.simple(Money.eur("10000.00"), new BigDecimal("0.025"), 1)));
        // 15 days at 10,000 + 15 days at 6,000, 2.5 %: 10.2739... + 6.1643... = 16.44
        check("november", Money.eur("16.44"), Interest.accrue(a, new BigDecimal("0.025"), LocalDate.of(2026, 11, 1), LocalDate.of(2026, 12, 1)));
        check("statement", "DE44500105175407324931 interest 2026-11 16.44 EUR", Statement.interestLine(a, new BigDecimal("0.025"), YearMonth.of(2026, 11)));
        // 1,825.00 held one day at 2.5 % is exactly 0.125; 5,475.00 is exactly 0.375 (core banking: 0.12, 0.38)
        check("half a cent, one day", Money.eur("0.12"), Interest.accrue(held("1825.00"), new BigDecimal("0.025"), LocalDate.of(2026, 11, 30), LocalDate.of(2026, 12, 1)));
        check("half a cent up to even", Money.eur("0.38"), Interest.accrue(held("5475.00"), new BigDecimal("0.025"), LocalDate.of(2026, 11, 30), LocalDate.of(2026, 12, 1)));
        check("no interest on an empty account", Money.eur("0.00"), Interest.accrue(new Account("X"), new BigDecimal("0.025"), LocalDate.of(2026, 11, 1), LocalDate.of(2026, 12, 1)));
        failures.forEach(f -> System.out.println("FAIL " + f));
        System.out.println(passed + " passed, " + failures.size() + " failed");
        System.exit(failures.isEmpty() ? 0 : 1);
    }
}
