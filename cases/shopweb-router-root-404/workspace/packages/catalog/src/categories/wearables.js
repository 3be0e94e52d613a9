// Category "wearables": the attributes a product of it must carry, and its VAT class.
export default {
  id: "wearables",
  title: "Wearables",
  vatClass: "standard",
  attributes: ["age", "length", "size"],
  maxImages: 8,
};
