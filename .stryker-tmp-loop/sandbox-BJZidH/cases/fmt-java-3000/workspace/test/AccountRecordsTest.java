import java.util.LinkedHashMap;
import java.util.Map;

public final class AccountRecordsTest {
    private static int failures = 0;

    private static void check(boolean ok, String what) {
        if (!ok) {
            failures++;
            System.out.println("FAIL: " + what);
        }
    }

    public static void main(String[] args) {
        check(AccountRecords.maskAccount("DE44 5001 0517 5407 3249 31").equals("******************4931"), "last four shown");
        check(AccountRecords.maskAccount("1234").equals("1234"), "four or fewer shown as they are");
        Map<String, String> row = new LinkedHashMap<>();
        row.put("regionalShelfId", "X-1");
        row.put("valueCents", "7");
        row.put("capacityUnits", "7");
        row.put("notes", "north");
        row.put("owner", "north");
        check(AccountRecords.RegionalShelf.fromRow(row).toRow().equals(row), "round trip of RegionalShelf");
        check(AccountRecords.RegionalShelf.fromRow(row).validate().isEmpty(), "RegionalShelf validates");
        if (failures > 0) {
            System.out.println(failures + " FAILED");
            System.exit(1);
        }
        System.out.println("OK");
    }
}
