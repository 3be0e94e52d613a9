// Category "coffee": the attributes a product of it must carry, and its VAT class.
export default {
  id: "coffee",
  title: "Coffee",
  vatClass: "reduced",
  attributes: ["age", "brand", "length"],
  maxImages: 4,
};
