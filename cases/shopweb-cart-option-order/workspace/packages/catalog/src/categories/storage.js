// Category "storage": the attributes a product of it must carry, and its VAT class.
export default {
  id: "storage",
  title: "Storage",
  vatClass: "standard",
  attributes: ["age", "length", "material"],
  maxImages: 10,
};
