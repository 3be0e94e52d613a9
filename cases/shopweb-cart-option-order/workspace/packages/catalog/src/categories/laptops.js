// Category "laptops": the attributes a product of it must carry, and its VAT class.
export default {
  id: "laptops",
  title: "Laptops",
  vatClass: "standard",
  attributes: ["age", "color", "weight"],
  maxImages: 6,
};
