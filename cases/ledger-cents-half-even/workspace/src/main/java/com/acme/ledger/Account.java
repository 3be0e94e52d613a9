package com.acme.ledger;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public final class Account {
    private final String iban;
    private final List<Posting> postings = new ArrayList<>();

    public Account(String iban) {
        this.iban = iban;
    }

    public String iban() {
        return iban;
    }

    public void post(Posting p) {
        postings.add(p);
        postings.sort(Comparator.comparing(Posting::valueDate));
    }

    /** Closing balance at the end of `day` (postings value-dated on or before it). */
    public BigDecimal balanceOn(LocalDate day) {
        BigDecimal b = BigDecimal.ZERO.setScale(2);
        for (Posting p : postings) {
            if (p.valueDate().isAfter(day)) break;
            b = b.add(p.amount());
        }
        return b;
    }

    public List<Posting> postings() {
        return List.copyOf(postings);
    }
}
