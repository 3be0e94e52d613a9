// Category "bedding": the attributes a product of it must carry, and its VAT class.
export default {
  id: "bedding",
  title: "Bedding",
  vatClass: "standard",
  attributes: ["age", "material", "width"],
  maxImages: 10,
};
