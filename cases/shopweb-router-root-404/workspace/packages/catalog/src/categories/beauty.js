// Category "beauty": the attributes a product of it must carry, and its VAT class.
export default {
  id: "beauty",
  title: "Beauty",
  vatClass: "standard",
  attributes: ["brand", "length", "width"],
  maxImages: 10,
};
