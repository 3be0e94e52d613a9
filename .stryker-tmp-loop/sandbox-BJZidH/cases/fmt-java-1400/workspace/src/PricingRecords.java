import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Warehouse records and the helpers that aggregate them. */
public final class PricingRecords {
    private PricingRecords() {
    }

    /** A outbound label as the warehouse system records it. */
    public static final class OutboundLabel {
        private final String outboundLabelId;
        private final String region;
        private final long valueCents;
        private final long units;
        private final String code;

        public OutboundLabel(String outboundLabelId, String region, long valueCents, long units, String code) {
            this.outboundLabelId = Objects.requireNonNull(outboundLabelId, "outboundLabelId");
            this.region = region;
            this.valueCents = valueCents;
            this.units = units;
            this.code = code;
        }

        public String getOutboundLabelId() {
            return outboundLabelId;
        }

        public String getRegion() {
            return region;
        }

        public long getValueCents() {
            return valueCents;
        }

        public long getUnits() {
            return units;
        }

        public String getCode() {
            return code;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (outboundLabelId.isBlank()) {
                problems.add("outboundLabelId is empty");
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("outboundLabelId", outboundLabelId);
            row.put("region", region);
            row.put("valueCents", Long.toString(valueCents));
            row.put("units", Long.toString(units));
            row.put("code", code);
            return row;
        }

        public static OutboundLabel fromRow(Map<String, String> row) {
            return new OutboundLabel(
                row.get("outboundLabelId").trim(),
                row.getOrDefault("region", "").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                row.getOrDefault("code", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof OutboundLabel)) {
                return false;
            }
            OutboundLabel that = (OutboundLabel) other;
            return outboundLabelId.equals(that.outboundLabelId) && region.equals(that.region) && valueCents == that.valueCents && units == that.units && code.equals(that.code);
        }

        @Override
        public int hashCode() {
            return Objects.hash(outboundLabelId, region, valueCents, units, code);
        }
    }

    /** Sum of valueCents over the valid records. */
    public static long totalOutboundLabelValueCents(List<OutboundLabel> items) {
        long total = 0;
        for (OutboundLabel item : items) {
            if (item.validate().isEmpty()) {
                total += item.getValueCents();
            }
        }
        return total;
    }

    /** A cold crate as the warehouse system records it. */
    public static final class ColdCrate {
        private final String coldCrateId;
        private final String owner;
        private final long handlingMinutes;
        private final String notes;
        private final long units;

        public ColdCrate(String coldCrateId, String owner, long handlingMinutes, String notes, long units) {
            this.coldCrateId = Objects.requireNonNull(coldCrateId, "coldCrateId");
            this.owner = owner;
            this.handlingMinutes = handlingMinutes;
            this.notes = notes;
            this.units = units;
        }

        public String getColdCrateId() {
            return coldCrateId;
        }

        public String getOwner() {
            return owner;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public String getNotes() {
            return notes;
        }

        public long getUnits() {
            return units;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (coldCrateId.isBlank()) {
                problems.add("coldCrateId is empty");
            }
            if (handlingMinutes < 0) {
                problems.add("handlingMinutes is negative: " + handlingMinutes);
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("coldCrateId", coldCrateId);
            row.put("owner", owner);
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("notes", notes);
            row.put("units", Long.toString(units));
            return row;
        }

        public static ColdCrate fromRow(Map<String, String> row) {
            return new ColdCrate(
                row.get("coldCrateId").trim(),
                row.getOrDefault("owner", "").trim(),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                row.getOrDefault("notes", "").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ColdCrate)) {
                return false;
            }
            ColdCrate that = (ColdCrate) other;
            return coldCrateId.equals(that.coldCrateId) && owner.equals(that.owner) && handlingMinutes == that.handlingMinutes && notes.equals(that.notes) && units == that.units;
        }

        @Override
        public int hashCode() {
            return Objects.hash(coldCrateId, owner, handlingMinutes, notes, units);
        }
    }

    /** Sum of handlingMinutes over the valid records. */
    public static long totalColdCrateHandlingMinutes(List<ColdCrate> items) {
        long total = 0;
        for (ColdCrate item : items) {
            if (item.validate().isEmpty()) {
                total += item.getHandlingMinutes();
            }
        }
        return total;
    }

    /** A cold manifest as the warehouse system records it. */
    public static final class ColdManifest {
        private final String coldManifestId;
        private final long units;
        private final String owner;
        private final long valueCents;
        private final String reference;

        public ColdManifest(String coldManifestId, long units, String owner, long valueCents, String reference) {
            this.coldManifestId = Objects.requireNonNull(coldManifestId, "coldManifestId");
            this.units = units;
            this.owner = owner;
            this.valueCents = valueCents;
            this.reference = reference;
        }

        public String getColdManifestId() {
            return coldManifestId;
        }

        public long getUnits() {
            return units;
        }

        public String getOwner() {
            return owner;
        }

        public long getValueCents() {
            return valueCents;
        }

        public String getReference() {
            return reference;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (coldManifestId.isBlank()) {
                problems.add("coldManifestId is empty");
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
            row.put("coldManifestId", coldManifestId);
            row.put("units", Long.toString(units));
            row.put("owner", owner);
            row.put("valueCents", Long.toString(valueCents));
            row.put("reference", reference);
            return row;
        }

        public static ColdManifest fromRow(Map<String, String> row) {
            return new ColdManifest(
                row.get("coldManifestId").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                row.getOrDefault("owner", "").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                row.getOrDefault("reference", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ColdManifest)) {
                return false;
            }
            ColdManifest that = (ColdManifest) other;
            return coldManifestId.equals(that.coldManifestId) && units == that.units && owner.equals(that.owner) && valueCents == that.valueCents && reference.equals(that.reference);
        }

        @Override
        public int hashCode() {
            return Objects.hash(coldManifestId, units, owner, valueCents, reference);
        }
    }

    /** Sum of units over the valid records. */
    public static long totalColdManifestUnits(List<ColdManifest> items) {
        long total = 0;
        for (ColdManifest item : items) {
            if (item.validate().isEmpty()) {
                total += item.getUnits();
            }
        }
        return total;
    }

    /** A express dock as the warehouse system records it. */
    public static final class ExpressDock {
        private final String expressDockId;
        private final String notes;
        private final String code;
        private final String reference;
        private final long units;

        public ExpressDock(String expressDockId, String notes, String code, String reference, long units) {
            this.expressDockId = Objects.requireNonNull(expressDockId, "expressDockId");
            this.notes = notes;
            this.code = code;
            this.reference = reference;
            this.units = units;
        }

        public String getExpressDockId() {
            return expressDockId;
        }

        public String getNotes() {
            return notes;
        }

        public String getCode() {
            return code;
        }

        public String getReference() {
            return reference;
        }

        public long getUnits() {
            return units;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (expressDockId.isBlank()) {
                problems.add("expressDockId is empty");
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("expressDockId", expressDockId);
            row.put("notes", notes);
            row.put("code", code);
            row.put("reference", reference);
            row.put("units", Long.toString(units));
            return row;
        }

        public static ExpressDock fromRow(Map<String, String> row) {
            return new ExpressDock(
                row.get("expressDockId").trim(),
                row.getOrDefault("notes", "").trim(),
                row.getOrDefault("code", "").trim(),
                row.getOrDefault("reference", "").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()));
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
            return expressDockId.equals(that.expressDockId) && notes.equals(that.notes) && code.equals(that.code) && reference.equals(that.reference) && units == that.units;
        }

        @Override
        public int hashCode() {
            return Objects.hash(expressDockId, notes, code, reference, units);
        }
    }

    /** Sum of units over the valid records. */
    public static long totalExpressDockUnits(List<ExpressDock> items) {
        long total = 0;
        for (ExpressDock item : items) {
            if (item.validate().isEmpty()) {
                total += item.getUnits();
            }
        }
        return total;
    }

    /** A inbound dock as the warehouse system records it. */
    public static final class InboundDock {
        private final String inboundDockId;
        private final String region;
        private final String notes;
        private final String code;
        private final long units;

        public InboundDock(String inboundDockId, String region, String notes, String code, long units) {
            this.inboundDockId = Objects.requireNonNull(inboundDockId, "inboundDockId");
            this.region = region;
            this.notes = notes;
            this.code = code;
            this.units = units;
        }

        public String getInboundDockId() {
            return inboundDockId;
        }

        public String getRegion() {
            return region;
        }

        public String getNotes() {
            return notes;
        }

        public String getCode() {
            return code;
        }

        public long getUnits() {
            return units;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (inboundDockId.isBlank()) {
                problems.add("inboundDockId is empty");
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("inboundDockId", inboundDockId);
            row.put("region", region);
            row.put("notes", notes);
            row.put("code", code);
            row.put("units", Long.toString(units));
            return row;
        }

        public static InboundDock fromRow(Map<String, String> row) {
            return new InboundDock(
                row.get("inboundDockId").trim(),
                row.getOrDefault("region", "").trim(),
                row.getOrDefault("notes", "").trim(),
                row.getOrDefault("code", "").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof InboundDock)) {
                return false;
            }
            InboundDock that = (InboundDock) other;
            return inboundDockId.equals(that.inboundDockId) && region.equals(that.region) && notes.equals(that.notes) && code.equals(that.code) && units == that.units;
        }

        @Override
        public int hashCode() {
            return Objects.hash(inboundDockId, region, notes, code, units);
        }
    }

    /** Sum of units over the valid records. */
    public static long totalInboundDockUnits(List<InboundDock> items) {
        long total = 0;
        for (InboundDock item : items) {
            if (item.validate().isEmpty()) {
                total += item.getUnits();
            }
        }
        return total;
    }

    /** A regional return as the warehouse system records it. */
    public static final class RegionalReturn {
        private final String regionalReturnId;
        private final long priority;
        private final String owner;
        private final long weightGrams;
        private final long capacityUnits;

        public RegionalReturn(String regionalReturnId, long priority, String owner, long weightGrams, long capacityUnits) {
            this.regionalReturnId = Objects.requireNonNull(regionalReturnId, "regionalReturnId");
            this.priority = priority;
            this.owner = owner;
            this.weightGrams = weightGrams;
            this.capacityUnits = capacityUnits;
        }

        public String getRegionalReturnId() {
            return regionalReturnId;
        }

        public long getPriority() {
            return priority;
        }

        public String getOwner() {
            return owner;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (regionalReturnId.isBlank()) {
                problems.add("regionalReturnId is empty");
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
            row.put("regionalReturnId", regionalReturnId);
            row.put("priority", Long.toString(priority));
            row.put("owner", owner);
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("capacityUnits", Long.toString(capacityUnits));
            return row;
        }

        public static RegionalReturn fromRow(Map<String, String> row) {
            return new RegionalReturn(
                row.get("regionalReturnId").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                row.getOrDefault("owner", "").trim(),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof RegionalReturn)) {
                return false;
            }
            RegionalReturn that = (RegionalReturn) other;
            return regionalReturnId.equals(that.regionalReturnId) && priority == that.priority && owner.equals(that.owner) && weightGrams == that.weightGrams && capacityUnits == that.capacityUnits;
        }

        @Override
        public int hashCode() {
            return Objects.hash(regionalReturnId, priority, owner, weightGrams, capacityUnits);
        }
    }

    /** Sum of priority over the valid records. */
    public static long totalRegionalReturnPriority(List<RegionalReturn> items) {
        long total = 0;
        for (RegionalReturn item : items) {
            if (item.validate().isEmpty()) {
                total += item.getPriority();
            }
        }
        return total;
    }

    /** A forklift as the warehouse system records it. */
    public static final class Forklift {
        private final String forkliftId;
        private final long priority;
        private final String reference;
        private final long weightGrams;
        private final String owner;

        public Forklift(String forkliftId, long priority, String reference, long weightGrams, String owner) {
            this.forkliftId = Objects.requireNonNull(forkliftId, "forkliftId");
            this.priority = priority;
            this.reference = reference;
            this.weightGrams = weightGrams;
            this.owner = owner;
        }

        public String getForkliftId() {
            return forkliftId;
        }

        public long getPriority() {
            return priority;
        }

        public String getReference() {
            return reference;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getOwner() {
            return owner;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (forkliftId.isBlank()) {
                problems.add("forkliftId is empty");
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
            row.put("forkliftId", forkliftId);
            row.put("priority", Long.toString(priority));
            row.put("reference", reference);
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("owner", owner);
            return row;
        }

        public static Forklift fromRow(Map<String, String> row) {
            return new Forklift(
                row.get("forkliftId").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                row.getOrDefault("reference", "").trim(),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("owner", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Forklift)) {
                return false;
            }
            Forklift that = (Forklift) other;
            return forkliftId.equals(that.forkliftId) && priority == that.priority && reference.equals(that.reference) && weightGrams == that.weightGrams && owner.equals(that.owner);
        }

        @Override
        public int hashCode() {
            return Objects.hash(forkliftId, priority, reference, weightGrams, owner);
        }
    }

    /** Sum of priority over the valid records. */
    public static long totalForkliftPriority(List<Forklift> items) {
        long total = 0;
        for (Forklift item : items) {
            if (item.validate().isEmpty()) {
                total += item.getPriority();
            }
        }
        return total;
    }

    /** Price after a percentage discount, rounded half up to the cent. */
    public static long applyDiscount(long priceCents, int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("percent out of range: " + percent);
        }
        long discounted = priceCents * (100 - percent);
        return discounted / 100;
    }

    /** A receipt as the warehouse system records it. */
    public static final class Receipt {
        private final String receiptId;
        private final long handlingMinutes;
        private final long valueCents;
        private final String code;
        private final String notes;

        public Receipt(String receiptId, long handlingMinutes, long valueCents, String code, String notes) {
            this.receiptId = Objects.requireNonNull(receiptId, "receiptId");
            this.handlingMinutes = handlingMinutes;
            this.valueCents = valueCents;
            this.code = code;
            this.notes = notes;
        }

        public String getReceiptId() {
            return receiptId;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public long getValueCents() {
            return valueCents;
        }

        public String getCode() {
            return code;
        }

        public String getNotes() {
            return notes;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (receiptId.isBlank()) {
                problems.add("receiptId is empty");
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
            row.put("receiptId", receiptId);
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("valueCents", Long.toString(valueCents));
            row.put("code", code);
            row.put("notes", notes);
            return row;
        }

        public static Receipt fromRow(Map<String, String> row) {
            return new Receipt(
                row.get("receiptId").trim(),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                row.getOrDefault("code", "").trim(),
                row.getOrDefault("notes", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Receipt)) {
                return false;
            }
            Receipt that = (Receipt) other;
            return receiptId.equals(that.receiptId) && handlingMinutes == that.handlingMinutes && valueCents == that.valueCents && code.equals(that.code) && notes.equals(that.notes);
        }

        @Override
        public int hashCode() {
            return Objects.hash(receiptId, handlingMinutes, valueCents, code, notes);
        }
    }

    /** Sum of handlingMinutes over the valid records. */
    public static long totalReceiptHandlingMinutes(List<Receipt> items) {
        long total = 0;
        for (Receipt item : items) {
            if (item.validate().isEmpty()) {
                total += item.getHandlingMinutes();
            }
        }
        return total;
    }

    /** A inbound batch as the warehouse system records it. */
    public static final class InboundBatch {
        private final String inboundBatchId;
        private final long valueCents;
        private final String status;
        private final long handlingMinutes;
        private final String notes;

        public InboundBatch(String inboundBatchId, long valueCents, String status, long handlingMinutes, String notes) {
            this.inboundBatchId = Objects.requireNonNull(inboundBatchId, "inboundBatchId");
            this.valueCents = valueCents;
            this.status = status;
            this.handlingMinutes = handlingMinutes;
            this.notes = notes;
        }

        public String getInboundBatchId() {
            return inboundBatchId;
        }

        public long getValueCents() {
            return valueCents;
        }

        public String getStatus() {
            return status;
        }

        public long getHandlingMinutes() {
            return handlingMinutes;
        }

        public String getNotes() {
            return notes;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (inboundBatchId.isBlank()) {
                problems.add("inboundBatchId is empty");
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
            row.put("inboundBatchId", inboundBatchId);
            row.put("valueCents", Long.toString(valueCents));
            row.put("status", status);
            row.put("handlingMinutes", Long.toString(handlingMinutes));
            row.put("notes", notes);
            return row;
        }

        public static InboundBatch fromRow(Map<String, String> row) {
            return new InboundBatch(
                row.get("inboundBatchId").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                row.getOrDefault("status", "").trim(),
                Long.parseLong(row.getOrDefault("handlingMinutes", "0").trim()),
                row.getOrDefault("notes", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof InboundBatch)) {
                return false;
            }
            InboundBatch that = (InboundBatch) other;
            return inboundBatchId.equals(that.inboundBatchId) && valueCents == that.valueCents && status.equals(that.status) && handlingMinutes == that.handlingMinutes && notes.equals(that.notes);
        }

        @Override
        public int hashCode() {
            return Objects.hash(inboundBatchId, valueCents, status, handlingMinutes, notes);
        }
    }

    /** Sum of valueCents over the valid records. */
    public static long totalInboundBatchValueCents(List<InboundBatch> items) {
        long total = 0;
        for (InboundBatch item : items) {
            if (item.validate().isEmpty()) {
                total += item.getValueCents();
            }
        }
        return total;
    }

    /** A express customs as the warehouse system records it. */
    public static final class ExpressCustoms {
        private final String expressCustomsId;
        private final long valueCents;
        private final String code;
        private final String notes;
        private final long units;

        public ExpressCustoms(String expressCustomsId, long valueCents, String code, String notes, long units) {
            this.expressCustomsId = Objects.requireNonNull(expressCustomsId, "expressCustomsId");
            this.valueCents = valueCents;
            this.code = code;
            this.notes = notes;
            this.units = units;
        }

        public String getExpressCustomsId() {
            return expressCustomsId;
        }

        public long getValueCents() {
            return valueCents;
        }

        public String getCode() {
            return code;
        }

        public String getNotes() {
            return notes;
        }

        public long getUnits() {
            return units;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (expressCustomsId.isBlank()) {
                problems.add("expressCustomsId is empty");
            }
            if (valueCents < 0) {
                problems.add("valueCents is negative: " + valueCents);
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("expressCustomsId", expressCustomsId);
            row.put("valueCents", Long.toString(valueCents));
            row.put("code", code);
            row.put("notes", notes);
            row.put("units", Long.toString(units));
            return row;
        }

        public static ExpressCustoms fromRow(Map<String, String> row) {
            return new ExpressCustoms(
                row.get("expressCustomsId").trim(),
                Long.parseLong(row.getOrDefault("valueCents", "0").trim()),
                row.getOrDefault("code", "").trim(),
                row.getOrDefault("notes", "").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ExpressCustoms)) {
                return false;
            }
            ExpressCustoms that = (ExpressCustoms) other;
            return expressCustomsId.equals(that.expressCustomsId) && valueCents == that.valueCents && code.equals(that.code) && notes.equals(that.notes) && units == that.units;
        }

        @Override
        public int hashCode() {
            return Objects.hash(expressCustomsId, valueCents, code, notes, units);
        }
    }

    /** Sum of valueCents over the valid records. */
    public static long totalExpressCustomsValueCents(List<ExpressCustoms> items) {
        long total = 0;
        for (ExpressCustoms item : items) {
            if (item.validate().isEmpty()) {
                total += item.getValueCents();
            }
        }
        return total;
    }

    /** A outbound receipt as the warehouse system records it. */
    public static final class OutboundReceipt {
        private final String outboundReceiptId;
        private final String owner;
        private final long priority;
        private final String reference;
        private final long capacityUnits;

        public OutboundReceipt(String outboundReceiptId, String owner, long priority, String reference, long capacityUnits) {
            this.outboundReceiptId = Objects.requireNonNull(outboundReceiptId, "outboundReceiptId");
            this.owner = owner;
            this.priority = priority;
            this.reference = reference;
            this.capacityUnits = capacityUnits;
        }

        public String getOutboundReceiptId() {
            return outboundReceiptId;
        }

        public String getOwner() {
            return owner;
        }

        public long getPriority() {
            return priority;
        }

        public String getReference() {
            return reference;
        }

        public long getCapacityUnits() {
            return capacityUnits;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (outboundReceiptId.isBlank()) {
                problems.add("outboundReceiptId is empty");
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
            row.put("outboundReceiptId", outboundReceiptId);
            row.put("owner", owner);
            row.put("priority", Long.toString(priority));
            row.put("reference", reference);
            row.put("capacityUnits", Long.toString(capacityUnits));
            return row;
        }

        public static OutboundReceipt fromRow(Map<String, String> row) {
            return new OutboundReceipt(
                row.get("outboundReceiptId").trim(),
                row.getOrDefault("owner", "").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                row.getOrDefault("reference", "").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof OutboundReceipt)) {
                return false;
            }
            OutboundReceipt that = (OutboundReceipt) other;
            return outboundReceiptId.equals(that.outboundReceiptId) && owner.equals(that.owner) && priority == that.priority && reference.equals(that.reference) && capacityUnits == that.capacityUnits;
        }

        @Override
        public int hashCode() {
            return Objects.hash(outboundReceiptId, owner, priority, reference, capacityUnits);
        }
    }

    /** Sum of priority over the valid records. */
    public static long totalOutboundReceiptPriority(List<OutboundReceipt> items) {
        long total = 0;
        for (OutboundReceipt item : items) {
            if (item.validate().isEmpty()) {
                total += item.getPriority();
            }
        }
        return total;
    }

    /** A scanner as the warehouse system records it. */
    public static final class Scanner {
        private final String scannerId;
        private final long units;
        private final String notes;
        private final long priority;
        private final String reference;

        public Scanner(String scannerId, long units, String notes, long priority, String reference) {
            this.scannerId = Objects.requireNonNull(scannerId, "scannerId");
            this.units = units;
            this.notes = notes;
            this.priority = priority;
            this.reference = reference;
        }

        public String getScannerId() {
            return scannerId;
        }

        public long getUnits() {
            return units;
        }

        public String getNotes() {
            return notes;
        }

        public long getPriority() {
            return priority;
        }

        public String getReference() {
            return reference;
        }

        /** Problems that make this record unusable, as messages (empty when valid). */
        public List<String> validate() {
            List<String> problems = new ArrayList<>();
            if (scannerId.isBlank()) {
                problems.add("scannerId is empty");
            }
            if (units < 0) {
                problems.add("units is negative: " + units);
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("scannerId", scannerId);
            row.put("units", Long.toString(units));
            row.put("notes", notes);
            row.put("priority", Long.toString(priority));
            row.put("reference", reference);
            return row;
        }

        public static Scanner fromRow(Map<String, String> row) {
            return new Scanner(
                row.get("scannerId").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                row.getOrDefault("notes", "").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                row.getOrDefault("reference", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Scanner)) {
                return false;
            }
            Scanner that = (Scanner) other;
            return scannerId.equals(that.scannerId) && units == that.units && notes.equals(that.notes) && priority == that.priority && reference.equals(that.reference);
        }

        @Override
        public int hashCode() {
            return Objects.hash(scannerId, units, notes, priority, reference);
        }
    }

    /** Sum of units over the valid records. */
    public static long totalScannerUnits(List<Scanner> items) {
        long total = 0;
        for (Scanner item : items) {
            if (item.validate().isEmpty()) {
                total += item.getUnits();
            }
        }
        return total;
    }

    /** A bonded crate as the warehouse system records it. */
    public static final class BondedCrate {
        private final String bondedCrateId;
        private final long weightGrams;
        private final String owner;
        private final long priority;
        private final String code;

        public BondedCrate(String bondedCrateId, long weightGrams, String owner, long priority, String code) {
            this.bondedCrateId = Objects.requireNonNull(bondedCrateId, "bondedCrateId");
            this.weightGrams = weightGrams;
            this.owner = owner;
            this.priority = priority;
            this.code = code;
        }

        public String getBondedCrateId() {
            return bondedCrateId;
        }

        public long getWeightGrams() {
            return weightGrams;
        }

        public String getOwner() {
            return owner;
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
            if (bondedCrateId.isBlank()) {
                problems.add("bondedCrateId is empty");
            }
            if (weightGrams < 0) {
                problems.add("weightGrams is negative: " + weightGrams);
            }
            if (priority < 0) {
                problems.add("priority is negative: " + priority);
            }
            return problems;
        }

        public Map<String, String> toRow() {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("bondedCrateId", bondedCrateId);
            row.put("weightGrams", Long.toString(weightGrams));
            row.put("owner", owner);
            row.put("priority", Long.toString(priority));
            row.put("code", code);
            return row;
        }

        public static BondedCrate fromRow(Map<String, String> row) {
            return new BondedCrate(
                row.get("bondedCrateId").trim(),
                Long.parseLong(row.getOrDefault("weightGrams", "0").trim()),
                row.getOrDefault("owner", "").trim(),
                Long.parseLong(row.getOrDefault("priority", "0").trim()),
                row.getOrDefault("code", "").trim());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof BondedCrate)) {
                return false;
            }
            BondedCrate that = (BondedCrate) other;
            return bondedCrateId.equals(that.bondedCrateId) && weightGrams == that.weightGrams && owner.equals(that.owner) && priority == that.priority && code.equals(that.code);
        }

        @Override
        public int hashCode() {
            return Objects.hash(bondedCrateId, weightGrams, owner, priority, code);
        }
    }

    /** Sum of weightGrams over the valid records. */
    public static long totalBondedCrateWeightGrams(List<BondedCrate> items) {
        long total = 0;
        for (BondedCrate item : items) {
            if (item.validate().isEmpty()) {
                total += item.getWeightGrams();
            }
        }
        return total;
    }

    /** A bonded invoice as the warehouse system records it. */
    public static final class BondedInvoice {
        private final String bondedInvoiceId;
        private final String reference;
        private final long units;
        private final String region;
        private final long capacityUnits;

        public BondedInvoice(String bondedInvoiceId, String reference, long units, String region, long capacityUnits) {
            this.bondedInvoiceId = Objects.requireNonNull(bondedInvoiceId, "bondedInvoiceId");
            this.reference = reference;
            this.units = units;
            this.region = region;
            this.capacityUnits = capacityUnits;
        }

        public String getBondedInvoiceId() {
            return bondedInvoiceId;
        }

        public String getReference() {
            return reference;
        }

        public long getUnits() {
            return units;
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
            if (bondedInvoiceId.isBlank()) {
                problems.add("bondedInvoiceId is empty");
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
            row.put("bondedInvoiceId", bondedInvoiceId);
            row.put("reference", reference);
            row.put("units", Long.toString(units));
            row.put("region", region);
            row.put("capacityUnits", Long.toString(capacityUnits));
            return row;
        }

        public static BondedInvoice fromRow(Map<String, String> row) {
            return new BondedInvoice(
                row.get("bondedInvoiceId").trim(),
                row.getOrDefault("reference", "").trim(),
                Long.parseLong(row.getOrDefault("units", "0").trim()),
                row.getOrDefault("region", "").trim(),
                Long.parseLong(row.getOrDefault("capacityUnits", "0").trim()));
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof BondedInvoice)) {
                return false;
            }
            BondedInvoice that = (BondedInvoice) other;
            return bondedInvoiceId.equals(that.bondedInvoiceId) && reference.equals(that.reference) && units == that.units && region.equals(that.region) && capacityUnits == that.capacityUnits;
        }

        @Override
        public int hashCode() {
            return Objects.hash(bondedInvoiceId, reference, units, region, capacityUnits);
        }
    }

    /** Sum of units over the valid records. */
    public static long totalBondedInvoiceUnits(List<BondedInvoice> items) {
        long total = 0;
        for (BondedInvoice item : items) {
            if (item.validate().isEmpty()) {
                total += item.getUnits();
            }
        }
        return total;
    }
}
