// Category "kitchen": the attributes a product of it must carry, and its VAT class.
export default {
  id: "kitchen",
  title: "Kitchen",
  vatClass: "standard",
  attributes: ["capacity", "color", "length"],
  maxImages: 10,
};
