import java.util.LinkedHashMap;
import java.util.Map;

public final class PricingRecordsTest {
    private static int failures = 0;

    private static void check(boolean ok, String what) {
        if (!ok) {
            failures++;
            System.out.println("FAIL: " + what);
        }
    }

    public static void main(String[] args) {
        check(PricingRecords.applyDiscount(1005, 10) == 905, "1005 at 10% rounds 904.5 up to 905");
        check(PricingRecords.applyDiscount(1, 50) == 1, "1 at 50% rounds 0.5 up to 1");
        check(PricingRecords.applyDiscount(999, 15) == 849, "999 at 15% is 849.15, rounds to 849");
        Map<String, String> row = new LinkedHashMap<>();
        row.put("bondedInvoiceId", "X-1");
        row.put("reference", "north");
        row.put("units", "7");
        row.put("region", "north");
        row.put("capacityUnits", "7");
        check(PricingRecords.BondedInvoice.fromRow(row).toRow().equals(row), "round trip of BondedInvoice");
        check(PricingRecords.BondedInvoice.fromRow(row).validate().isEmpty(), "BondedInvoice validates");
        if (failures > 0) {
            System.out.println(failures + " FAILED");
            System.exit(1);
        }
        System.out.println("OK");
    }
}
