package com.acme.ledger;

import java.math.BigDecimal;
import java.math.MathContext;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/** Daily simple interest, ACT/365, rounded once per accrual period (README "Interest"). */
public final class Interest {
    private static final BigDecimal DAYS_PER_YEAR = BigDecimal.valueOf(365);

    private Interest() {}

    /** Interest on `balance` held for `days` days at `annualRate` (0.025 = 2.5 %), unrounded. */
    static BigDecimal simple(BigDecimal balance, BigDecimal annualRate, long days) {
        BigDecimal years = BigDecimal.valueOf(days).divide(DAYS_PER_YEAR, MathContext.DECIMAL64);
        return balance.multiply(annualRate).multiply(years, MathContext.DECIMAL64);
    }

    /** Interest accrued from `from` (inclusive) to `to` (exclusive) on each day's closing balance. */
    public static BigDecimal accrue(Account account, BigDecimal annualRate, LocalDate from, LocalDate to) {
        BigDecimal total = BigDecimal.ZERO;
        LocalDate day = from;
        while (day.isBefore(to)) {
            LocalDate next = day.plusDays(1);
            BigDecimal balance = account.balanceOn(day);
            if (balance.signum() > 0) total = total.add(simple(balance, annualRate, ChronoUnit.DAYS.between(day, next)));
            day = next;
        }
        return Money.cents(total);
    }
}
