// Category "toys": the attributes a product of it must carry, and its VAT class.
export default {
  id: "toys",
  title: "Toys",
  vatClass: "standard",
  attributes: ["age", "brand", "width"],
  maxImages: 10,
};
