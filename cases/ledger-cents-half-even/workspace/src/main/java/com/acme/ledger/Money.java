package com.acme.ledger;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Amounts in EUR, always scaled to cents. */
public final class Money {
    private Money() {}

    public static BigDecimal eur(String amount) {
        return new BigDecimal(amount).setScale(2, RoundingMode.UNNECESSARY);
    }

    public static BigDecimal cents(BigDecimal amount) {
        return amount.setScale(2, RoundingMode.HALF_UP);
    }
}
