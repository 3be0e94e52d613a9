// Category "baby": the attributes a product of it must carry, and its VAT class.
export default {
  id: "baby",
  title: "Baby",
  vatClass: "reduced",
  attributes: ["length", "size", "weight"],
  maxImages: 6,
};
