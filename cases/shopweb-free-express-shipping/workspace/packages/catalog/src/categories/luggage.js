// Category "luggage": the attributes a product of it must carry, and its VAT class.
export default {
  id: "luggage",
  title: "Luggage",
  vatClass: "standard",
  attributes: ["capacity", "length", "model"],
  maxImages: 4,
};
