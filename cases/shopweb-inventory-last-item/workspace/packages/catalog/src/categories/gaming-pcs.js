// Category "gaming-pcs": the attributes a product of it must carry, and its VAT class.
export default {
  id: "gaming-pcs",
  title: "Gaming Pcs",
  vatClass: "standard",
  attributes: ["length", "model", "width"],
  maxImages: 10,
};
