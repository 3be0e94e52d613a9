import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Warehouse records and the helpers that aggregate them. */
public final class AccountRecords {
    private AccountRecords() {
    }

    /** A outbound depot as the warehouse system records it. */
    public static final class OutboundDepot {
        private final String outboundDepotId;
        private final String code;
        private final long handlingMinutes;
        private final String status;
        private final String owner;

        public OutboundDepot(String outboundDepotId, String code, long handlingMinutes, String status, String owner) {
            this.outboundDepotId = Objects.requireNonNull(outboundDepotId, "outboundDepotId");
            this.code = code;
            this.handlingMinutes = handlingMinutes;
            this.status = status;
            this.owner = owner;
        }

        public String getOutboundDepotId() {
            return outboundDepotId;
        }

        public String getCode() {
            return code;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public String getStatus() {
            return status;
        }

        public String getOwner() {
            return owner;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (outboundDepotId.isBlank()) {
                problems.add("outboundDepotId is empty");
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("outboundDepotId", outboundDepotId);
            row.put("code", code);
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("status", status);
            row.put("owner", owner);
            return row;
        }

        public static OutboundDepot fromRow(Map<String, String> row) {
            return new OutboundDepot(
                row.get("outboundDepotId").trim(),
                row.getOrDefault("code", "").trim(),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                row.getOrDefault("status", "").trim(),
                row.getOrDefault("owner", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof OutboundDepot)) {
                return false;
            }
            OutboundDepot that = (OutboundDepot) other;
            return outboundDepotId.equals(that.outboundDepotId) && code.equals(that.code) && handlingMinutes == that.handlingMinutes && status.equals(that.status) && owner.equals(that.owner);
        }

        @Override
        public int hashCode() {
            return Objects.hash(outboundDepotId, code, handlingMinutes, status, owner);
        }
    }

    /** Sum of handlingMinutes over the valid records. */
    public static long totalOutboundDepotHandlingMinutes(List<OutboundDepot> items) {
        long total = 0;
        for (OutboundDepot item : items) {
            if (item.validate().isEmpty()) {
                total += item.getHandlingMinutes();
            }
        }
        return total;
    }

    /** A inbound route as the warehouse system records it. */
    public static final class InboundRoute {
        private final String inboundRouteId;
        private final long units;
        private final long capacityUnits;
        private final String owner;
        private final String code;

        public InboundRoute(String inboundRouteId, long units, long capacityUnits, String owner, String code) {
            this.inboundRouteId = Objects.requireNonNull(inboundRouteId, "inboundRouteId");
            this.units = units;
            this.capacityUnits = capacityUnits;
            this.owner = owner;
            this.code = code;
        }

        public String getInboundRouteId() {
            return inboundRouteId;
        }

        public long getUnits() {
            return units;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        public String getOwner() {
            return owner;
        }

        public String getCode() {
            return code;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (inboundRouteId.isBlank()) {
                problems.add("inboundRouteId is empty");
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("inboundRouteId", inboundRouteId);
            row.put("units", Long.toString(units));
            row.put("capacityUnits", Long.toString(capacityUnits));
            row.put("owner", owner);
            row.put("code", code);
            return row;
        }

        public static InboundRoute fromRow(Map<String, String> row) {
            return new InboundRoute(
                row.get("inboundRouteId").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()),
                row.getOrDefault("owner", "").trim(),
                row.getOrDefault("code", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof InboundRoute)) {
                return false;
            }
            InboundRoute that = (InboundRoute) other;
            return inboundRouteId.equals(that.inboundRouteId) && units == that.units && capacityUnits == that.capacityUnits && owner.equals(that.owner) && code.equals(that.code);
        }

        @Override
        public int hashCode() {
            return Objects.hash(inboundRouteId, units, capacityUnits, owner, code);
        }
    }

    /** Sum of units over the valid records. */
    public static long totalInboundRouteUnits(List<InboundRoute> items) {
        long total = 0;
        for (InboundRoute item : items) {
            if (item.validate().isEmpty()) {
                total += item.getUnits();
            }
        }
        return total;
    }

    /** A bonded storage bin as the warehouse system records it. */
    public static final class BondedStorageBin {
        private final String bondedStorageBinId;
        private final long priority;
        private final long weightGrams;
        private final String notes;
        private final String code;

        public BondedStorageBin(String bondedStorageBinId, long priority, long weightGrams, String notes, String code) {
            this.bondedStorageBinId = Objects.requireNonNull(bondedStorageBinId, "bondedStorageBinId");
            this.priority = priority;
            this.weightGrams = weightGrams;
            this.notes = notes;
            this.code = code;
        }

        public String getBondedStorageBinId() {
            return bondedStorageBinId;
        }

        public long getPriority() {
            return priority;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getNotes() {
            return notes;
        }

        public String getCode() {
            return code;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (bondedStorageBinId.isBlank()) {
                problems.add("bondedStorageBinId is empty");
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("bondedStorageBinId", bondedStorageBinId);
            row.put("priority", Long.toString(priority));
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("notes", notes);
            row.put("code", code);
            return row;
        }

        public static BondedStorageBin fromRow(Map<String, String> row) {
            return new BondedStorageBin(
                row.get("bondedStorageBinId").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("notes", "").trim(),
                row.getOrDefault("code", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof BondedStorageBin)) {
                return false;
            }
            BondedStorageBin that = (BondedStorageBin) other;
            return bondedStorageBinId.equals(that.bondedStorageBinId) && priority == that.priority && weightGrams == that.weightGrams && notes.equals(that.notes) && code.equals(that.code);
        }

        @Override
        public int hashCode() {
            return Objects.hash(bondedStorageBinId, priority, weightGrams, notes, code);
        }
    }

    /** Sum of priority over the valid records. */
    public static long totalBondedStorageBinPriority(List<BondedStorageBin> items) {
        long total = 0;
        for (BondedStorageBin item : items) {
            if (item.validate().isEmpty()) {
                total += item.getPriority();
            }
        }
        return total;
    }

    /** A bulk depot as the warehouse system records it. */
    public static final class BulkDepot {
        private final String bulkDepotId;
        private final String notes;
        private final long priority;
        private final String code;
        private final long capacityUnits;

        public BulkDepot(String bulkDepotId, String notes, long priority, String code, long capacityUnits) {
            this.bulkDepotId = Objects.requireNonNull(bulkDepotId, "bulkDepotId");
            this.notes = notes;
            this.priority = priority;
            this.code = code;
            this.capacityUnits = capacityUnits;
        }

        public String getBulkDepotId() {
            return bulkDepotId;
        }

        public String getNotes() {
            return notes;
        }

        public long getPriority() {
            return priority;
        }

        public String getCode() {
            return code;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (bulkDepotId.isBlank()) {
                problems.add("bulkDepotId is empty");
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("bulkDepotId", bulkDepotId);
            row.put("notes", notes);
            row.put("priority", Long.toString(priority));
            row.put("code", code);
            row.put("capacityUnits", Long.toString(capacityUnits));
            return row;
        }

        public static BulkDepot fromRow(Map<String, String> row) {
            return new BulkDepot(
                row.get("bulkDepotId").trim(),
                row.getOrDefault("notes", "").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                row.getOrDefault("code", "").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof BulkDepot)) {
                return false;
            }
            BulkDepot that = (BulkDepot) other;
            return bulkDepotId.equals(that.bulkDepotId) && notes.equals(that.notes) && priority == that.priority && code.equals(that.code) && capacityUnits == that.capacityUnits;
        }

        @Override
        public int hashCode() {
            return Objects.hash(bulkDepotId, notes, priority, code, capacityUnits);
        }
    }

    /** Sum of priority over the valid records. */
    public static long totalBulkDepotPriority(List<BulkDepot> items) {
        long total = 0;
        for (BulkDepot item : items) {
            if (item.validate().isEmpty()) {
                total += item.getPriority();
            }
        }
        return total;
    }

    /** A regional supplier as the warehouse system records it. */
    public static final class RegionalSupplier {
        private final String regionalSupplierId;
        private final String reference;
        private final long valueCents;
        private final long handlingMinutes;
        private final String owner;

        public RegionalSupplier(String regionalSupplierId, String reference, long valueCents, long handlingMinutes, String owner) {
            this.regionalSupplierId = Objects.requireNonNull(regionalSupplierId, "regionalSupplierId");
            this.reference = reference;
            this.valueCents = valueCents;
            this.handlingMinutes = handlingMinutes;
            this.owner = owner;
        }

        public String getRegionalSupplierId() {
            return regionalSupplierId;
        }

        public String getReference() {
            return reference;
        }

        public long getValueCents() {
            return valueCents;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public String getOwner() {
            return owner;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (regionalSupplierId.isBlank()) {
                problems.add("regionalSupplierId is empty");
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("regionalSupplierId", regionalSupplierId);
            row.put("reference", reference);
            row.put("valueCents", Long.toString(valueCents));
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("owner", owner);
            return row;
        }

        public static RegionalSupplier fromRow(Map<String, String> row) {
            return new RegionalSupplier(
                row.get("regionalSupplierId").trim(),
                row.getOrDefault("reference", "").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                row.getOrDefault("owner", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof RegionalSupplier)) {
                return false;
            }
            RegionalSupplier that = (RegionalSupplier) other;
            return regionalSupplierId.equals(that.regionalSupplierId) && reference.equals(that.reference) && valueCents == that.valueCents && handlingMinutes == that.handlingMinutes && owner.equals(that.owner);
        }

        @Override
        public int hashCode() {
            return Objects.hash(regionalSupplierId, reference, valueCents, handlingMinutes, owner);
        }
    }

    /** Sum of valueCents over the valid records. */
    public static long totalRegionalSupplierValueCents(List<RegionalSupplier> items) {
        long total = 0;
        for (RegionalSupplier item : items) {
            if (item.validate().isEmpty()) {
                total += item.getValueCents();
            }
        }
        return total;
    }

    /** A regional scanner as the warehouse system records it. */
    public static final class RegionalScanner {
        private final String regionalScannerId;
        private final String notes;
        private final String owner;
        private final long units;
        private final String region;

        public RegionalScanner(String regionalScannerId, String notes, String owner, long units, String region) {
            this.regionalScannerId = Objects.requireNonNull(regionalScannerId, "regionalScannerId");
            this.notes = notes;
            this.owner = owner;
            this.units = units;
            this.region = region;
        }

        public String getRegionalScannerId() {
            return regionalScannerId;
        }

        public String getNotes() {
            return notes;
        }

        public String getOwner() {
            return owner;
        }

        public long getUnits() {
            return units;
        }

        public String getRegion() {
            return region;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (regionalScannerId.isBlank()) {
                problems.add("regionalScannerId is empty");
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("regionalScannerId", regionalScannerId);
            row.put("notes", notes);
            row.put("owner", owner);
            row.put("units", Long.toString(units));
            row.put("region", region);
            return row;
        }

        public static RegionalScanner fromRow(Map<String, String> row) {
            return new RegionalScanner(
                row.get("regionalScannerId").trim(),
                row.getOrDefault("notes", "").trim(),
                row.getOrDefault("owner", "").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                row.getOrDefault("region", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof RegionalScanner)) {
                return false;
            }
            RegionalScanner that = (RegionalScanner) other;
            return regionalScannerId.equals(that.regionalScannerId) && notes.equals(that.notes) && owner.equals(that.owner) && units == that.units && region.equals(that.region);
        }

        @Override
        public int hashCode() {
            return Objects.hash(regionalScannerId, notes, owner, units, region);
        }
    }

    /** Sum of units over the valid records. */
    public static long totalRegionalScannerUnits(List<RegionalScanner> items) {
        long total = 0;
        for (RegionalScanner item : items) {
            if (item.validate().isEmpty()) {
                total += item.getUnits();
            }
        }
        return total;
    }

    /** A cold tariff as the warehouse system records it. */
    public static final class ColdTariff {
        private final String coldTariffId;
        private final long handlingMinutes;
        private final long weightGrams;
        private final String owner;
        private final long units;

        public ColdTariff(String coldTariffId, long handlingMinutes, long weightGrams, String owner, long units) {
            this.coldTariffId = Objects.requireNonNull(coldTariffId, "coldTariffId");
            this.handlingMinutes = handlingMinutes;
            this.weightGrams = weightGrams;
            this.owner = owner;
            this.units = units;
        }

        public String getColdTariffId() {
            return coldTariffId;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getOwner() {
            return owner;
        }

        public long getUnits() {
            return units;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (coldTariffId.isBlank()) {
                problems.add("coldTariffId is empty");
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("coldTariffId", coldTariffId);
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("owner", owner);
            row.put("units", Long.toString(units));
            return row;
        }

        public static ColdTariff fromRow(Map<String, String> row) {
            return new ColdTariff(
                row.get("coldTariffId").trim(),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("owner", "").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ColdTariff)) {
                return false;
            }
            ColdTariff that = (ColdTariff) other;
            return coldTariffId.equals(that.coldTariffId) && handlingMinutes == that.handlingMinutes && weightGrams == that.weightGrams && owner.equals(that.owner) && units == that.units;
        }

        @Override
        public int hashCode() {
            return Objects.hash(coldTariffId, handlingMinutes, weightGrams, owner, units);
        }
    }

    /** Sum of handlingMinutes over the valid records. */
    public static long totalColdTariffHandlingMinutes(List<ColdTariff> items) {
        long total = 0;
        for (ColdTariff item : items) {
            if (item.validate().isEmpty()) {
                total += item.getHandlingMinutes();
            }
        }
        return total;
    }

    /** A express forklift as the warehouse system records it. */
    public static final class ExpressForklift {
        private final String expressForkliftId;
        private final String reference;
        private final long priority;
        private final String code;
        private final String owner;

        public ExpressForklift(String expressForkliftId, String reference, long priority, String code, String owner) {
            this.expressForkliftId = Objects.requireNonNull(expressForkliftId, "expressForkliftId");
            this.reference = reference;
            this.priority = priority;
            this.code = code;
            this.owner = owner;
        }

        public String getExpressForkliftId() {
            return expressForkliftId;
        }

        public String getReference() {
            return reference;
        }

        public long getPriority() {
            return priority;
        }

        public String getCode() {
            return code;
        }

        public String getOwner() {
            return owner;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (expressForkliftId.isBlank()) {
                problems.add("expressForkliftId is empty");
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("expressForkliftId", expressForkliftId);
            row.put("reference", reference);
            row.put("priority", Long.toString(priority));
            row.put("code", code);
            row.put("owner", owner);
            return row;
        }

        public static ExpressForklift fromRow(Map<String, String> row) {
            return new ExpressForklift(
                row.get("expressForkliftId").trim(),
                row.getOrDefault("reference", "").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                row.getOrDefault("code", "").trim(),
                row.getOrDefault("owner", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ExpressForklift)) {
                return false;
            }
            ExpressForklift that = (ExpressForklift) other;
            return expressForkliftId.equals(that.expressForkliftId) && reference.equals(that.reference) && priority == that.priority && code.equals(that.code) && owner.equals(that.owner);
        }

        @Override
        public int hashCode() {
            return Objects.hash(expressForkliftId, reference, priority, code, owner);
        }
    }

    /** Sum of priority over the valid records. */
    public static long totalExpressForkliftPriority(List<ExpressForklift> items) {
        long total = 0;
        for (ExpressForklift item : items) {
            if (item.validate().isEmpty()) {
                total += item.getPriority();
            }
        }
        return total;
    }

    /** A bonded aisle as the warehouse system records it. */
    public static final class BondedAisle {
        private final String bondedAisleId;
        private final long priority;
        private final long weightGrams;
        private final String region;
        private final long capacityUnits;

        public BondedAisle(String bondedAisleId, long priority, long weightGrams, String region, long capacityUnits) {
            this.bondedAisleId = Objects.requireNonNull(bondedAisleId, "bondedAisleId");
            this.priority = priority;
            this.weightGrams = weightGrams;
            this.region = region;
            this.capacityUnits = capacityUnits;
        }

        public String getBondedAisleId() {
            return bondedAisleId;
        }

        public long getPriority() {
            return priority;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getRegion() {
            return region;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (bondedAisleId.isBlank()) {
                problems.add("bondedAisleId is empty");
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("bondedAisleId", bondedAisleId);
            row.put("priority", Long.toString(priority));
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("region", region);
            row.put("capacityUnits", Long.toString(capacityUnits));
            return row;
        }

        public static BondedAisle fromRow(Map<String, String> row) {
            return new BondedAisle(
                row.get("bondedAisleId").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("region", "").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof BondedAisle)) {
                return false;
            }
            BondedAisle that = (BondedAisle) other;
            return bondedAisleId.equals(that.bondedAisleId) && priority == that.priority && weightGrams == that.weightGrams && region.equals(that.region) && capacityUnits == that.capacityUnits;
        }

        @Override
        public int hashCode() {
            return Objects.hash(bondedAisleId, priority, weightGrams, region, capacityUnits);
        }
    }

    /** Sum of priority over the valid records. */
    public static long totalBondedAislePriority(List<BondedAisle> items) {
        long total = 0;
        for (BondedAisle item : items) {
            if (item.validate().isEmpty()) {
                total += item.getPriority();
            }
        }
        return total;
    }

    /** A cold dock as the warehouse system records it. */
    public static final class ColdDock {
        private final String coldDockId;
        private final long valueCents;
        private final long handlingMinutes;
        private final String region;
        private final String status;

        public ColdDock(String coldDockId, long valueCents, long handlingMinutes, String region, String status) {
            this.coldDockId = Objects.requireNonNull(coldDockId, "coldDockId");
            this.valueCents = valueCents;
            this.handlingMinutes = handlingMinutes;
            this.region = region;
            this.status = status;
        }

        public String getColdDockId() {
            return coldDockId;
        }

        public long getValueCents() {
            return valueCents;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public String getRegion() {
            return region;
        }

        public String getStatus() {
            return status;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (coldDockId.isBlank()) {
                problems.add("coldDockId is empty");
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("coldDockId", coldDockId);
            row.put("valueCents", Long.toString(valueCents));
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("region", region);
            row.put("status", status);
            return row;
        }

        public static ColdDock fromRow(Map<String, String> row) {
            return new ColdDock(
                row.get("coldDockId").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                row.getOrDefault("region", "").trim(),
                row.getOrDefault("status", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ColdDock)) {
                return false;
            }
            ColdDock that = (ColdDock) other;
            return coldDockId.equals(that.coldDockId) && valueCents == that.valueCents && handlingMinutes == that.handlingMinutes && region.equals(that.region) && status.equals(that.status);
        }

        @Override
        public int hashCode() {
            return Objects.hash(coldDockId, valueCents, handlingMinutes, region, status);
        }
    }

    /** Sum of valueCents over the valid records. */
    public static long totalColdDockValueCents(List<ColdDock> items) {
        long total = 0;
        for (ColdDock item : items) {
            if (item.validate().isEmpty()) {
                total += item.getValueCents();
            }
        }
        return total;
    }

    /** A regional aisle as the warehouse system records it. */
    public static final class RegionalAisle {
        private final String regionalAisleId;
        private final String notes;
        private final long units;
        private final String reference;
        private final long valueCents;

        public RegionalAisle(String regionalAisleId, String notes, long units, String reference, long valueCents) {
            this.regionalAisleId = Objects.requireNonNull(regionalAisleId, "regionalAisleId");
            this.notes = notes;
            this.units = units;
            this.reference = reference;
            this.valueCents = valueCents;
        }

        public String getRegionalAisleId() {
            return regionalAisleId;
        }

        public String getNotes() {
            return notes;
        }

        public long getUnits() {
            return units;
        }

        public String getReference() {
            return reference;
        }

        public long getValueCents() {
            return valueCents;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (regionalAisleId.isBlank()) {
                problems.add("regionalAisleId is empty");
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("regionalAisleId", regionalAisleId);
            row.put("notes", notes);
            row.put("units", Long.toString(units));
            row.put("reference", reference);
            row.put("valueCents", Long.toString(valueCents));
            return row;
        }

        public static RegionalAisle fromRow(Map<String, String> row) {
            return new RegionalAisle(
                row.get("regionalAisleId").trim(),
                row.getOrDefault("notes", "").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                row.getOrDefault("reference", "").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof RegionalAisle)) {
                return false;
            }
            RegionalAisle that = (RegionalAisle) other;
            return regionalAisleId.equals(that.regionalAisleId) && notes.equals(that.notes) && units == that.units && reference.equals(that.reference) && valueCents == that.valueCents;
        }

        @Override
        public int hashCode() {
            return Objects.hash(regionalAisleId, notes, units, reference, valueCents);
        }
    }

    /** Sum of units over the valid records. */
    public static long totalRegionalAisleUnits(List<RegionalAisle> items) {
        long total = 0;
        for (RegionalAisle item : items) {
            if (item.validate().isEmpty()) {
                total += item.getUnits();
            }
        }
        return total;
    }

    /** A express dock as the warehouse system records it. */
    public static final class ExpressDock {
        private final String expressDockId;
        private final String reference;
        private final String code;
        private final long capacityUnits;
        private final long handlingMinutes;

        public ExpressDock(String expressDockId, String reference, String code, long capacityUnits, long handlingMinutes) {
            this.expressDockId = Objects.requireNonNull(expressDockId, "expressDockId");
            this.reference = reference;
            this.code = code;
            this.capacityUnits = capacityUnits;
            this.handlingMinutes = handlingMinutes;
        }

        public String getExpressDockId() {
            return expressDockId;
        }

        public String getReference() {
            return reference;
        }

        public String getCode() {
            return code;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (expressDockId.isBlank()) {
                problems.add("expressDockId is empty");
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("expressDockId", expressDockId);
            row.put("reference", reference);
            row.put("code", code);
            row.put("capacityUnits", Long.toString(capacityUnits));
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            return row;
        }

        public static ExpressDock fromRow(Map<String, String> row) {
            return new ExpressDock(
                row.get("expressDockId").trim(),
                row.getOrDefault("reference", "").trim(),
                row.getOrDefault("code", "").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ExpressDock)) {
                return false;
            }
            ExpressDock that = (ExpressDock) other;
            return expressDockId.equals(that.expressDockId) && reference.equals(that.reference) && code.equals(that.code) && capacityUnits == that.capacityUnits && handlingMinutes == that.handlingMinutes;
        }

        @Override
        public int hashCode() {
            return Objects.hash(expressDockId, reference, code, capacityUnits, handlingMinutes);
        }
    }

    /** Sum of capacityUnits over the valid records. */
    public static long totalExpressDockCapacityUnits(List<ExpressDock> items) {
        long total = 0;
        for (ExpressDock item : items) {
            if (item.validate().isEmpty()) {
                total += item.getCapacityUnits();
            }
        }
        return total;
    }

    /** A cold scanner as the warehouse system records it. */
    public static final class ColdScanner {
        private final String coldScannerId;
        private final String code;
        private final String reference;
        private final long handlingMinutes;
        private final String owner;

        public ColdScanner(String coldScannerId, String code, String reference, long handlingMinutes, String owner) {
            this.coldScannerId = Objects.requireNonNull(coldScannerId, "coldScannerId");
            this.code = code;
            this.reference = reference;
            this.handlingMinutes = handlingMinutes;
            this.owner = owner;
        }

        public String getColdScannerId() {
            return coldScannerId;
        }

        public String getCode() {
            return code;
        }

        public String getReference() {
            return reference;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public String getOwner() {
            return owner;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (coldScannerId.isBlank()) {
                problems.add("coldScannerId is empty");
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("coldScannerId", coldScannerId);
            row.put("code", code);
            row.put("reference", reference);
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("owner", owner);
            return row;
        }

        public static ColdScanner fromRow(Map<String, String> row) {
            return new ColdScanner(
                row.get("coldScannerId").trim(),
                row.getOrDefault("code", "").trim(),
                row.getOrDefault("reference", "").trim(),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                row.getOrDefault("owner", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ColdScanner)) {
                return false;
            }
            ColdScanner that = (ColdScanner) other;
            return coldScannerId.equals(that.coldScannerId) && code.equals(that.code) && reference.equals(that.reference) && handlingMinutes == that.handlingMinutes && owner.equals(that.owner);
        }

        @Override
        public int hashCode() {
            return Objects.hash(coldScannerId, code, reference, handlingMinutes, owner);
        }
    }

    /** Sum of handlingMinutes over the valid records. */
    public static long totalColdScannerHandlingMinutes(List<ColdScanner> items) {
        long total = 0;
        for (ColdScanner item : items) {
            if (item.validate().isEmpty()) {
                total += item.getHandlingMinutes();
            }
        }
        return total;
    }

    /** A cold storage bin as the warehouse system records it. */
    public static final class ColdStorageBin {
        private final String coldStorageBinId;
        private final long capacityUnits;
        private final String region;
        private final long handlingMinutes;
        private final long priority;

        public ColdStorageBin(String coldStorageBinId, long capacityUnits, String region, long handlingMinutes, long priority) {
            this.coldStorageBinId = Objects.requireNonNull(coldStorageBinId, "coldStorageBinId");
            this.capacityUnits = capacityUnits;
            this.region = region;
            this.handlingMinutes = handlingMinutes;
            this.priority = priority;
        }

        public String getColdStorageBinId() {
            return coldStorageBinId;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        public String getRegion() {
            return region;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public long getPriority() {
            return priority;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (coldStorageBinId.isBlank()) {
                problems.add("coldStorageBinId is empty");
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("coldStorageBinId", coldStorageBinId);
            row.put("capacityUnits", Long.toString(capacityUnits));
            row.put("region", region);
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("priority", Long.toString(priority));
            return row;
        }

        public static ColdStorageBin fromRow(Map<String, String> row) {
            return new ColdStorageBin(
                row.get("coldStorageBinId").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()),
                row.getOrDefault("region", "").trim(),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                Long.parseLong(row.getOrDefault("priority", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ColdStorageBin)) {
                return false;
            }
            ColdStorageBin that = (ColdStorageBin) other;
            return coldStorageBinId.equals(that.coldStorageBinId) && capacityUnits == that.capacityUnits && region.equals(that.region) && handlingMinutes == that.handlingMinutes && priority == that.priority;
        }

        @Override
        public int hashCode() {
            return Objects.hash(coldStorageBinId, capacityUnits, region, handlingMinutes, priority);
        }
    }

    /** Sum of capacityUnits over the valid records. */
    public static long totalColdStorageBinCapacityUnits(List<ColdStorageBin> items) {
        long total = 0;
        for (ColdStorageBin item : items) {
            if (item.validate().isEmpty()) {
                total += item.getCapacityUnits();
            }
        }
        return total;
    }

    /** A outbound order as the warehouse system records it. */
    public static final class OutboundOrder {
        private final String outboundOrderId;
        private final long units;
        private final long weightGrams;
        private final long handlingMinutes;
        private final String code;

        public OutboundOrder(String outboundOrderId, long units, long weightGrams, long handlingMinutes, String code) {
            this.outboundOrderId = Objects.requireNonNull(outboundOrderId, "outboundOrderId");
            this.units = units;
            this.weightGrams = weightGrams;
            this.handlingMinutes = handlingMinutes;
            this.code = code;
        }

        public String getOutboundOrderId() {
            return outboundOrderId;
        }

        public long getUnits() {
            return units;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public String getCode() {
            return code;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (outboundOrderId.isBlank()) {
                problems.add("outboundOrderId is empty");
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("outboundOrderId", outboundOrderId);
            row.put("units", Long.toString(units));
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("code", code);
            return row;
        }

        public static OutboundOrder fromRow(Map<String, String> row) {
            return new OutboundOrder(
                row.get("outboundOrderId").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                row.getOrDefault("code", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof OutboundOrder)) {
                return false;
            }
            OutboundOrder that = (OutboundOrder) other;
            return outboundOrderId.equals(that.outboundOrderId) && units == that.units && weightGrams == that.weightGrams && handlingMinutes == that.handlingMinutes && code.equals(that.code);
        }

        @Override
        public int hashCode() {
            return Objects.hash(outboundOrderId, units, weightGrams, handlingMinutes, code);
        }
    }

    /** Sum of units over the valid records. */
    public static long totalOutboundOrderUnits(List<OutboundOrder> items) {
        long total = 0;
        for (OutboundOrder item : items) {
            if (item.validate().isEmpty()) {
                total += item.getUnits();
            }
        }
        return total;
    }

    /** The account number without spaces, every character but the last four replaced by '*'. */
    public static String maskAccount(String account) {
        String compact = account.replace(" ", "");
        if (compact.length() <= 4) {
            return compact;
        }
        StringBuilder masked = new StringBuilder();
        for (int i = 0; i < compact.length() - 4; i++) {
            masked.append('*');
        }
        masked.append(compact.substring(compact.length() - 4));
        return masked.toString();
    }

    /** A inbound backorder as the warehouse system records it. */
    public static final class InboundBackorder {
        private final String inboundBackorderId;
        private final long priority;
        private final String code;
        private final long weightGrams;
        private final String notes;

        public InboundBackorder(String inboundBackorderId, long priority, String code, long weightGrams, String notes) {
            this.inboundBackorderId = Objects.requireNonNull(inboundBackorderId, "inboundBackorderId");
            this.priority = priority;
            this.code = code;
            this.weightGrams = weightGrams;
            this.notes = notes;
        }

        public String getInboundBackorderId() {
            return inboundBackorderId;
        }

        public long getPriority() {
            return priority;
        }

        public String getCode() {
            return code;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getNotes() {
            return notes;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (inboundBackorderId.isBlank()) {
                problems.add("inboundBackorderId is empty");
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("inboundBackorderId", inboundBackorderId);
            row.put("priority", Long.toString(priority));
            row.put("code", code);
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("notes", notes);
            return row;
        }

        public static InboundBackorder fromRow(Map<String, String> row) {
            return new InboundBackorder(
                row.get("inboundBackorderId").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                row.getOrDefault("code", "").trim(),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("notes", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof InboundBackorder)) {
                return false;
            }
            InboundBackorder that = (InboundBackorder) other;
            return inboundBackorderId.equals(that.inboundBackorderId) && priority == that.priority && code.equals(that.code) && weightGrams == that.weightGrams && notes.equals(that.notes);
        }

        @Override
        public int hashCode() {
            return Objects.hash(inboundBackorderId, priority, code, weightGrams, notes);
        }
    }

    /** Sum of priority over the valid records. */
    public static long totalInboundBackorderPriority(List<InboundBackorder> items) {
        long total = 0;
        for (InboundBackorder item : items) {
            if (item.validate().isEmpty()) {
                total += item.getPriority();
            }
        }
        return total;
    }

    /** A express picker as the warehouse system records it. */
    public static final class ExpressPicker {
        private final String expressPickerId;
        private final long valueCents;
        private final String status;
        private final String region;
        private final String owner;

        public ExpressPicker(String expressPickerId, long valueCents, String status, String region, String owner) {
            this.expressPickerId = Objects.requireNonNull(expressPickerId, "expressPickerId");
            this.valueCents = valueCents;
            this.status = status;
            this.region = region;
            this.owner = owner;
        }

        public String getExpressPickerId() {
            return expressPickerId;
        }

        public long getValueCents() {
            return valueCents;
        }

        public String getStatus() {
            return status;
        }

        public String getRegion() {
            return region;
        }

        public String getOwner() {
            return owner;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (expressPickerId.isBlank()) {
                problems.add("expressPickerId is empty");
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("expressPickerId", expressPickerId);
            row.put("valueCents", Long.toString(valueCents));
            row.put("status", status);
            row.put("region", region);
            row.put("owner", owner);
            return row;
        }

        public static ExpressPicker fromRow(Map<String, String> row) {
            return new ExpressPicker(
                row.get("expressPickerId").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                row.getOrDefault("status", "").trim(),
                row.getOrDefault("region", "").trim(),
                row.getOrDefault("owner", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ExpressPicker)) {
                return false;
            }
            ExpressPicker that = (ExpressPicker) other;
            return expressPickerId.equals(that.expressPickerId) && valueCents == that.valueCents && status.equals(that.status) && region.equals(that.region) && owner.equals(that.owner);
        }

        @Override
        public int hashCode() {
            return Objects.hash(expressPickerId, valueCents, status, region, owner);
        }
    }

    /** Sum of valueCents over the valid records. */
    public static long totalExpressPickerValueCents(List<ExpressPicker> items) {
        long total = 0;
        for (ExpressPicker item : items) {
            if (item.validate().isEmpty()) {
                total += item.getValueCents();
            }
        }
        return total;
    }

    /** A inbound carrier as the warehouse system records it. */
    public static final class InboundCarrier {
        private final String inboundCarrierId;
        private final long handlingMinutes;
        private final long units;
        private final long valueCents;
        private final String owner;

        public InboundCarrier(String inboundCarrierId, long handlingMinutes, long units, long valueCents, String owner) {
            this.inboundCarrierId = Objects.requireNonNull(inboundCarrierId, "inboundCarrierId");
            this.handlingMinutes = handlingMinutes;
            this.units = units;
            this.valueCents = valueCents;
            this.owner = owner;
        }

        public String getInboundCarrierId() {
            return inboundCarrierId;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public long getUnits() {
            return units;
        }

        public long getValueCents() {
            return valueCents;
        }

        public String getOwner() {
            return owner;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (inboundCarrierId.isBlank()) {
                problems.add("inboundCarrierId is empty");
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("inboundCarrierId", inboundCarrierId);
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("units", Long.toString(units));
            row.put("valueCents", Long.toString(valueCents));
            row.put("owner", owner);
            return row;
        }

        public static InboundCarrier fromRow(Map<String, String> row) {
            return new InboundCarrier(
                row.get("inboundCarrierId").trim(),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                row.getOrDefault("owner", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof InboundCarrier)) {
                return false;
            }
            InboundCarrier that = (InboundCarrier) other;
            return inboundCarrierId.equals(that.inboundCarrierId) && handlingMinutes == that.handlingMinutes && units == that.units && valueCents == that.valueCents && owner.equals(that.owner);
        }

        @Override
        public int hashCode() {
            return Objects.hash(inboundCarrierId, handlingMinutes, units, valueCents, owner);
        }
    }

    /** Sum of handlingMinutes over the valid records. */
    public static long totalInboundCarrierHandlingMinutes(List<InboundCarrier> items) {
        long total = 0;
        for (InboundCarrier item : items) {
            if (item.validate().isEmpty()) {
                total += item.getHandlingMinutes();
            }
        }
        return total;
    }

    /** A inbound customs as the warehouse system records it. */
    public static final class InboundCustoms {
        private final String inboundCustomsId;
        private final long capacityUnits;
        private final String code;
        private final String region;
        private final String status;

        public InboundCustoms(String inboundCustomsId, long capacityUnits, String code, String region, String status) {
            this.inboundCustomsId = Objects.requireNonNull(inboundCustomsId, "inboundCustomsId");
            this.capacityUnits = capacityUnits;
            this.code = code;
            this.region = region;
            this.status = status;
        }

        public String getInboundCustomsId() {
            return inboundCustomsId;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        public String getCode() {
            return code;
        }

        public String getRegion() {
            return region;
        }

        public String getStatus() {
            return status;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (inboundCustomsId.isBlank()) {
                problems.add("inboundCustomsId is empty");
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("inboundCustomsId", inboundCustomsId);
            row.put("capacityUnits", Long.toString(capacityUnits));
            row.put("code", code);
            row.put("region", region);
            row.put("status", status);
            return row;
        }

        public static InboundCustoms fromRow(Map<String, String> row) {
            return new InboundCustoms(
                row.get("inboundCustomsId").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()),
                row.getOrDefault("code", "").trim(),
                row.getOrDefault("region", "").trim(),
                row.getOrDefault("status", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof InboundCustoms)) {
                return false;
            }
            InboundCustoms that = (InboundCustoms) other;
            return inboundCustomsId.equals(that.inboundCustomsId) && capacityUnits == that.capacityUnits && code.equals(that.code) && region.equals(that.region) && status.equals(that.status);
        }

        @Override
        public int hashCode() {
            return Objects.hash(inboundCustomsId, capacityUnits, code, region, status);
        }
    }

    /** Sum of capacityUnits over the valid records. */
    public static long totalInboundCustomsCapacityUnits(List<InboundCustoms> items) {
        long total = 0;
        for (InboundCustoms item : items) {
            if (item.validate().isEmpty()) {
                total += item.getCapacityUnits();
            }
        }
        return total;
    }

    /** A bulk supplier as the warehouse system records it. */
    public static final class BulkSupplier {
        private final String bulkSupplierId;
        private final String status;
        private final long valueCents;
        private final long priority;
        private final String code;

        public BulkSupplier(String bulkSupplierId, String status, long valueCents, long priority, String code) {
            this.bulkSupplierId = Objects.requireNonNull(bulkSupplierId, "bulkSupplierId");
            this.status = status;
            this.valueCents = valueCents;
            this.priority = priority;
            this.code = code;
        }

        public String getBulkSupplierId() {
            return bulkSupplierId;
        }

        public String getStatus() {
            return status;
        }

        public long getValueCents() {
            return valueCents;
        }

        public long getPriority() {
            return priority;
        }

        public String getCode() {
            return code;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (bulkSupplierId.isBlank()) {
                problems.add("bulkSupplierId is empty");
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("bulkSupplierId", bulkSupplierId);
            row.put("status", status);
            row.put("valueCents", Long.toString(valueCents));
            row.put("priority", Long.toString(priority));
            row.put("code", code);
            return row;
        }

        public static BulkSupplier fromRow(Map<String, String> row) {
            return new BulkSupplier(
                row.get("bulkSupplierId").trim(),
                row.getOrDefault("status", "").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                row.getOrDefault("code", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof BulkSupplier)) {
                return false;
            }
            BulkSupplier that = (BulkSupplier) other;
            return bulkSupplierId.equals(that.bulkSupplierId) && status.equals(that.status) && valueCents == that.valueCents && priority == that.priority && code.equals(that.code);
        }

        @Override
        public int hashCode() {
            return Objects.hash(bulkSupplierId, status, valueCents, priority, code);
        }
    }

    /** Sum of valueCents over the valid records. */
    public static long totalBulkSupplierValueCents(List<BulkSupplier> items) {
        long total = 0;
        for (BulkSupplier item : items) {
            if (item.validate().isEmpty()) {
                total += item.getValueCents();
            }
        }
        return total;
    }

    /** A bulk shelf as the warehouse system records it. */
    public static final class BulkShelf {
        private final String bulkShelfId;
        private final long weightGrams;
        private final String reference;
        private final String notes;
        private final String owner;

        public BulkShelf(String bulkShelfId, long weightGrams, String reference, String notes, String owner) {
            this.bulkShelfId = Objects.requireNonNull(bulkShelfId, "bulkShelfId");
            this.weightGrams = weightGrams;
            this.reference = reference;
            this.notes = notes;
            this.owner = owner;
        }

        public String getBulkShelfId() {
            return bulkShelfId;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getReference() {
            return reference;
        }

        public String getNotes() {
            return notes;
        }

        public String getOwner() {
            return owner;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (bulkShelfId.isBlank()) {
                problems.add("bulkShelfId is empty");
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("bulkShelfId", bulkShelfId);
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("reference", reference);
            row.put("notes", notes);
            row.put("owner", owner);
            return row;
        }

        public static BulkShelf fromRow(Map<String, String> row) {
            return new BulkShelf(
                row.get("bulkShelfId").trim(),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("reference", "").trim(),
                row.getOrDefault("notes", "").trim(),
                row.getOrDefault("owner", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof BulkShelf)) {
                return false;
            }
            BulkShelf that = (BulkShelf) other;
            return bulkShelfId.equals(that.bulkShelfId) && weightGrams == that.weightGrams && reference.equals(that.reference) && notes.equals(that.notes) && owner.equals(that.owner);
        }

        @Override
        public int hashCode() {
            return Objects.hash(bulkShelfId, weightGrams, reference, notes, owner);
        }
    }

    /** Sum of weightGrams over the valid records. */
    public static long totalBulkShelfWeightGrams(List<BulkShelf> items) {
        long total = 0;
        for (BulkShelf item : items) {
            if (item.validate().isEmpty()) {
                total += item.getWeightGrams();
            }
        }
        return total;
    }

    /** A bulk label as the warehouse system records it. */
    public static final class BulkLabel {
        private final String bulkLabelId;
        private final String reference;
        private final String notes;
        private final String owner;
        private final long weightGrams;

        public BulkLabel(String bulkLabelId, String reference, String notes, String owner, long weightGrams) {
            this.bulkLabelId = Objects.requireNonNull(bulkLabelId, "bulkLabelId");
            this.reference = reference;
            this.notes = notes;
            this.owner = owner;
            this.weightGrams = weightGrams;
        }

        public String getBulkLabelId() {
            return bulkLabelId;
        }

        public String getReference() {
            return reference;
        }

        public String getNotes() {
            return notes;
        }

        public String getOwner() {
            return owner;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (bulkLabelId.isBlank()) {
                problems.add("bulkLabelId is empty");
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("bulkLabelId", bulkLabelId);
            row.put("reference", reference);
            row.put("notes", notes);
            row.put("owner", owner);
            row.put("weightGrams", Long.toString(weightGrams));
            return row;
        }

        public static BulkLabel fromRow(Map<String, String> row) {
            return new BulkLabel(
                row.get("bulkLabelId").trim(),
                row.getOrDefault("reference", "").trim(),
                row.getOrDefault("notes", "").trim(),
                row.getOrDefault("owner", "").trim(),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof BulkLabel)) {
                return false;
            }
            BulkLabel that = (BulkLabel) other;
            return bulkLabelId.equals(that.bulkLabelId) && reference.equals(that.reference) && notes.equals(that.notes) && owner.equals(that.owner) && weightGrams == that.weightGrams;
        }

        @Override
        public int hashCode() {
            return Objects.hash(bulkLabelId, reference, notes, owner, weightGrams);
        }
    }

    /** Sum of weightGrams over the valid records. */
    public static long totalBulkLabelWeightGrams(List<BulkLabel> items) {
        long total = 0;
        for (BulkLabel item : items) {
            if (item.validate().isEmpty()) {
                total += item.getWeightGrams();
            }
        }
        return total;
    }

    /** A regional crate as the warehouse system records it. */
    public static final class RegionalCrate {
        private final String regionalCrateId;
        private final String notes;
        private final String region;
        private final long weightGrams;
        private final String code;

        public RegionalCrate(String regionalCrateId, String notes, String region, long weightGrams, String code) {
            this.regionalCrateId = Objects.requireNonNull(regionalCrateId, "regionalCrateId");
            this.notes = notes;
            this.region = region;
            this.weightGrams = weightGrams;
            this.code = code;
        }

        public String getRegionalCrateId() {
            return regionalCrateId;
        }

        public String getNotes() {
            return notes;
        }

        public String getRegion() {
            return region;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getCode() {
            return code;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (regionalCrateId.isBlank()) {
                problems.add("regionalCrateId is empty");
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("regionalCrateId", regionalCrateId);
            row.put("notes", notes);
            row.put("region", region);
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("code", code);
            return row;
        }

        public static RegionalCrate fromRow(Map<String, String> row) {
            return new RegionalCrate(
                row.get("regionalCrateId").trim(),
                row.getOrDefault("notes", "").trim(),
                row.getOrDefault("region", "").trim(),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("code", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof RegionalCrate)) {
                return false;
            }
            RegionalCrate that = (RegionalCrate) other;
            return regionalCrateId.equals(that.regionalCrateId) && notes.equals(that.notes) && region.equals(that.region) && weightGrams == that.weightGrams && code.equals(that.code);
        }

        @Override
        public int hashCode() {
            return Objects.hash(regionalCrateId, notes, region, weightGrams, code);
        }
    }

    /** Sum of weightGrams over the valid records. */
    public static long totalRegionalCrateWeightGrams(List<RegionalCrate> items) {
        long total = 0;
        for (RegionalCrate item : items) {
            if (item.validate().isEmpty()) {
                total += item.getWeightGrams();
            }
        }
        return total;
    }

    /** A bonded backorder as the warehouse system records it. */
    public static final class BondedBackorder {
        private final String bondedBackorderId;
        private final long capacityUnits;
        private final long units;
        private final long handlingMinutes;
        private final long valueCents;

        public BondedBackorder(String bondedBackorderId, long capacityUnits, long units, long handlingMinutes, long valueCents) {
            this.bondedBackorderId = Objects.requireNonNull(bondedBackorderId, "bondedBackorderId");
            this.capacityUnits = capacityUnits;
            this.units = units;
            this.handlingMinutes = handlingMinutes;
            this.valueCents = valueCents;
        }

        public String getBondedBackorderId() {
            return bondedBackorderId;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        public long getUnits() {
            return units;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public long getValueCents() {
            return valueCents;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (bondedBackorderId.isBlank()) {
                problems.add("bondedBackorderId is empty");
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("bondedBackorderId", bondedBackorderId);
            row.put("capacityUnits", Long.toString(capacityUnits));
            row.put("units", Long.toString(units));
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("valueCents", Long.toString(valueCents));
            return row;
        }

        public static BondedBackorder fromRow(Map<String, String> row) {
            return new BondedBackorder(
                row.get("bondedBackorderId").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof BondedBackorder)) {
                return false;
            }
            BondedBackorder that = (BondedBackorder) other;
            return bondedBackorderId.equals(that.bondedBackorderId) && capacityUnits == that.capacityUnits && units == that.units && handlingMinutes == that.handlingMinutes && valueCents == that.valueCents;
        }

        @Override
        public int hashCode() {
            return Objects.hash(bondedBackorderId, capacityUnits, units, handlingMinutes, valueCents);
        }
    }

    /** Sum of capacityUnits over the valid records. */
    public static long totalBondedBackorderCapacityUnits(List<BondedBackorder> items) {
        long total = 0;
        for (BondedBackorder item : items) {
            if (item.validate().isEmpty()) {
                total += item.getCapacityUnits();
            }
        }
        return total;
    }

    /** A regional storage bin as the warehouse system records it. */
    public static final class RegionalStorageBin {
        private final String regionalStorageBinId;
        private final long priority;
        private final long weightGrams;
        private final String region;
        private final long handlingMinutes;

        public RegionalStorageBin(String regionalStorageBinId, long priority, long weightGrams, String region, long handlingMinutes) {
            this.regionalStorageBinId = Objects.requireNonNull(regionalStorageBinId, "regionalStorageBinId");
            this.priority = priority;
            this.weightGrams = weightGrams;
            this.region = region;
            this.handlingMinutes = handlingMinutes;
        }

        public String getRegionalStorageBinId() {
            return regionalStorageBinId;
        }

        public long getPriority() {
            return priority;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getRegion() {
            return region;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (regionalStorageBinId.isBlank()) {
                problems.add("regionalStorageBinId is empty");
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("regionalStorageBinId", regionalStorageBinId);
            row.put("priority", Long.toString(priority));
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("region", region);
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            return row;
        }

        public static RegionalStorageBin fromRow(Map<String, String> row) {
            return new RegionalStorageBin(
                row.get("regionalStorageBinId").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("region", "").trim(),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof RegionalStorageBin)) {
                return false;
            }
            RegionalStorageBin that = (RegionalStorageBin) other;
            return regionalStorageBinId.equals(that.regionalStorageBinId) && priority == that.priority && weightGrams == that.weightGrams && region.equals(that.region) && handlingMinutes == that.handlingMinutes;
        }

        @Override
        public int hashCode() {
            return Objects.hash(regionalStorageBinId, priority, weightGrams, region, handlingMinutes);
        }
    }

    /** Sum of priority over the valid records. */
    public static long totalRegionalStorageBinPriority(List<RegionalStorageBin> items) {
        long total = 0;
        for (RegionalStorageBin item : items) {
            if (item.validate().isEmpty()) {
                total += item.getPriority();
            }
        }
        return total;
    }

    /** A express return as the warehouse system records it. */
    public static final class ExpressReturn {
        private final String expressReturnId;
        private final String reference;
        private final String region;
        private final long valueCents;
        private final String notes;

        public ExpressReturn(String expressReturnId, String reference, String region, long valueCents, String notes) {
            this.expressReturnId = Objects.requireNonNull(expressReturnId, "expressReturnId");
            this.reference = reference;
            this.region = region;
            this.valueCents = valueCents;
            this.notes = notes;
        }

        public String getExpressReturnId() {
            return expressReturnId;
        }

        public String getReference() {
            return reference;
        }

        public String getRegion() {
            return region;
        }

        public long getValueCents() {
            return valueCents;
        }

        public String getNotes() {
            return notes;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (expressReturnId.isBlank()) {
                problems.add("expressReturnId is empty");
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("expressReturnId", expressReturnId);
            row.put("reference", reference);
            row.put("region", region);
            row.put("valueCents", Long.toString(valueCents));
            row.put("notes", notes);
            return row;
        }

        public static ExpressReturn fromRow(Map<String, String> row) {
            return new ExpressReturn(
                row.get("expressReturnId").trim(),
                row.getOrDefault("reference", "").trim(),
                row.getOrDefault("region", "").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                row.getOrDefault("notes", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ExpressReturn)) {
                return false;
            }
            ExpressReturn that = (ExpressReturn) other;
            return expressReturnId.equals(that.expressReturnId) && reference.equals(that.reference) && region.equals(that.region) && valueCents == that.valueCents && notes.equals(that.notes);
        }

        @Override
        public int hashCode() {
            return Objects.hash(expressReturnId, reference, region, valueCents, notes);
        }
    }

    /** Sum of valueCents over the valid records. */
    public static long totalExpressReturnValueCents(List<ExpressReturn> items) {
        long total = 0;
        for (ExpressReturn item : items) {
            if (item.validate().isEmpty()) {
                total += item.getValueCents();
            }
        }
        return total;
    }

    /** A outbound allocation as the warehouse system records it. */
    public static final class OutboundAllocation {
        private final String outboundAllocationId;
        private final long capacityUnits;
        private final long handlingMinutes;
        private final String status;
        private final long weightGrams;

        public OutboundAllocation(String outboundAllocationId, long capacityUnits, long handlingMinutes, String status, long weightGrams) {
            this.outboundAllocationId = Objects.requireNonNull(outboundAllocationId, "outboundAllocationId");
            this.capacityUnits = capacityUnits;
            this.handlingMinutes = handlingMinutes;
            this.status = status;
            this.weightGrams = weightGrams;
        }

        public String getOutboundAllocationId() {
            return outboundAllocationId;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public String getStatus() {
            return status;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (outboundAllocationId.isBlank()) {
                problems.add("outboundAllocationId is empty");
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("outboundAllocationId", outboundAllocationId);
            row.put("capacityUnits", Long.toString(capacityUnits));
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("status", status);
            row.put("weightGrams", Long.toString(weightGrams));
            return row;
        }

        public static OutboundAllocation fromRow(Map<String, String> row) {
            return new OutboundAllocation(
                row.get("outboundAllocationId").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                row.getOrDefault("status", "").trim(),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof OutboundAllocation)) {
                return false;
            }
            OutboundAllocation that = (OutboundAllocation) other;
            return outboundAllocationId.equals(that.outboundAllocationId) && capacityUnits == that.capacityUnits && handlingMinutes == that.handlingMinutes && status.equals(that.status) && weightGrams == that.weightGrams;
        }

        @Override
        public int hashCode() {
            return Objects.hash(outboundAllocationId, capacityUnits, handlingMinutes, status, weightGrams);
        }
    }

    /** Sum of capacityUnits over the valid records. */
    public static long totalOutboundAllocationCapacityUnits(List<OutboundAllocation> items) {
        long total = 0;
        for (OutboundAllocation item : items) {
            if (item.validate().isEmpty()) {
                total += item.getCapacityUnits();
            }
        }
        return total;
    }

    /** A cold quote as the warehouse system records it. */
    public static final class ColdQuote {
        private final String coldQuoteId;
        private final String notes;
        private final String owner;
        private final long weightGrams;
        private final String status;

        public ColdQuote(String coldQuoteId, String notes, String owner, long weightGrams, String status) {
            this.coldQuoteId = Objects.requireNonNull(coldQuoteId, "coldQuoteId");
            this.notes = notes;
            this.owner = owner;
            this.weightGrams = weightGrams;
            this.status = status;
        }

        public String getColdQuoteId() {
            return coldQuoteId;
        }

        public String getNotes() {
            return notes;
        }

        public String getOwner() {
            return owner;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getStatus() {
            return status;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (coldQuoteId.isBlank()) {
                problems.add("coldQuoteId is empty");
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("coldQuoteId", coldQuoteId);
            row.put("notes", notes);
            row.put("owner", owner);
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("status", status);
            return row;
        }

        public static ColdQuote fromRow(Map<String, String> row) {
            return new ColdQuote(
                row.get("coldQuoteId").trim(),
                row.getOrDefault("notes", "").trim(),
                row.getOrDefault("owner", "").trim(),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("status", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ColdQuote)) {
                return false;
            }
            ColdQuote that = (ColdQuote) other;
            return coldQuoteId.equals(that.coldQuoteId) && notes.equals(that.notes) && owner.equals(that.owner) && weightGrams == that.weightGrams && status.equals(that.status);
        }

        @Override
        public int hashCode() {
            return Objects.hash(coldQuoteId, notes, owner, weightGrams, status);
        }
    }

    /** Sum of weightGrams over the valid records. */
    public static long totalColdQuoteWeightGrams(List<ColdQuote> items) {
        long total = 0;
        for (ColdQuote item : items) {
            if (item.validate().isEmpty()) {
                total += item.getWeightGrams();
            }
        }
        return total;
    }

    /** A cold receipt as the warehouse system records it. */
    public static final class ColdReceipt {
        private final String coldReceiptId;
        private final long capacityUnits;
        private final String region;
        private final String status;
        private final long valueCents;

        public ColdReceipt(String coldReceiptId, long capacityUnits, String region, String status, long valueCents) {
            this.coldReceiptId = Objects.requireNonNull(coldReceiptId, "coldReceiptId");
            this.capacityUnits = capacityUnits;
            this.region = region;
            this.status = status;
            this.valueCents = valueCents;
        }

        public String getColdReceiptId() {
            return coldReceiptId;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        public String getRegion() {
            return region;
        }

        public String getStatus() {
            return status;
        }

        public long getValueCents() {
            return valueCents;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (coldReceiptId.isBlank()) {
                problems.add("coldReceiptId is empty");
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("coldReceiptId", coldReceiptId);
            row.put("capacityUnits", Long.toString(capacityUnits));
            row.put("region", region);
            row.put("status", status);
            row.put("valueCents", Long.toString(valueCents));
            return row;
        }

        public static ColdReceipt fromRow(Map<String, String> row) {
            return new ColdReceipt(
                row.get("coldReceiptId").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()),
                row.getOrDefault("region", "").trim(),
                row.getOrDefault("status", "").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ColdReceipt)) {
                return false;
            }
            ColdReceipt that = (ColdReceipt) other;
            return coldReceiptId.equals(that.coldReceiptId) && capacityUnits == that.capacityUnits && region.equals(that.region) && status.equals(that.status) && valueCents == that.valueCents;
        }

        @Override
        public int hashCode() {
            return Objects.hash(coldReceiptId, capacityUnits, region, status, valueCents);
        }
    }

    /** Sum of capacityUnits over the valid records. */
    public static long totalColdReceiptCapacityUnits(List<ColdReceipt> items) {
        long total = 0;
        for (ColdReceipt item : items) {
            if (item.validate().isEmpty()) {
                total += item.getCapacityUnits();
            }
        }
        return total;
    }

    /** A regional shelf as the warehouse system records it. */
    public static final class RegionalShelf {
        private final String regionalShelfId;
        private final long valueCents;
        private final long capacityUnits;
        private final String notes;
        private final String owner;

        public RegionalShelf(String regionalShelfId, long valueCents, long capacityUnits, String notes, String owner) {
            this.regionalShelfId = Objects.requireNonNull(regionalShelfId, "regionalShelfId");
            this.valueCents = valueCents;
            this.capacityUnits = capacityUnits;
            this.notes = notes;
            this.owner = owner;
        }

        public String getRegionalShelfId() {
            return regionalShelfId;
        }

        public long getValueCents() {
            return valueCents;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        public String getNotes() {
            return notes;
        }

        public String getOwner() {
            return owner;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (regionalShelfId.isBlank()) {
                problems.add("regionalShelfId is empty");
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            if (capacityUnits < 0) {
                problems.add("capacityUnits is negative: " + capacityUnits);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("regionalShelfId", regionalShelfId);
            row.put("valueCents", Long.toString(valueCents));
            row.put("capacityUnits", Long.toString(capacityUnits));
            row.put("notes", notes);
            row.put("owner", owner);
            return row;
        }

        public static RegionalShelf fromRow(Map<String, String> row) {
            return new RegionalShelf(
                row.get("regionalShelfId").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()),
                row.getOrDefault("notes", "").trim(),
                row.getOrDefault("owner", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof RegionalShelf)) {
                return false;
            }
            RegionalShelf that = (RegionalShelf) other;
            return regionalShelfId.equals(that.regionalShelfId) && valueCents == that.valueCents && capacityUnits == that.capacityUnits && notes.equals(that.notes) && owner.equals(that.owner);
        }

        @Override
        public int hashCode() {
            return Objects.hash(regionalShelfId, valueCents, capacityUnits, notes, owner);
        }
    }

    /** Sum of valueCents over the valid records. */
    public static long totalRegionalShelfValueCents(List<RegionalShelf> items) {
        long total = 0;
        for (RegionalShelf item : items) {
            if (item.validate().isEmpty()) {
                total += item.getValueCents();
            }
        }
        return total;
    }
}
