package com.acme.ledger;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.YearMonth;

/** The monthly statement line for interest. */
public final class Statement {
    private Statement() {}

    public static String interestLine(Account account, BigDecimal annualRate, YearMonth month) {
        LocalDate from = month.atDay(1), to = month.plusMonths(1).atDay(1);
        BigDecimal interest = Interest.accrue(account, annualRate, from, to);
        return String.format("%s interest %s %s EUR", account.iban(), month, interest.toPlainString());
    }
}
