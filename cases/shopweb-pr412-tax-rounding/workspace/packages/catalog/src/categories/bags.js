// Category "bags": the attributes a product of it must carry, and its VAT class.
export default {
  id: "bags",
  title: "Bags",
  vatClass: "standard",
  attributes: ["color", "length", "width"],
  maxImages: 8,
};
