package com.acme.ledger;

import java.math.BigDecimal;
import java.time.LocalDate;

/** A booked movement: positive amounts credit the account, negative ones debit it. */
public record Posting(LocalDate valueDate, BigDecimal amount, String reference) {
    public Posting {
        if (amount.scale() != 2) throw new IllegalArgumentException("amount must be in cents: " + amount);
    }
}
