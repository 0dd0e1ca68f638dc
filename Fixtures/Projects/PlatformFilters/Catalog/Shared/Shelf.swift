struct Shelf {
  var titles: [String]
}
