struct Lap {
  var seconds: Double
}
