protocol ThemeApplying {
  func apply(theme: Int)
}

struct ThemeHandler: ThemeApplying {
  let makeAction: () -> (Int) -> Void

  func apply(theme: Int) {}

  // Two overloads of one parameter: the observed value's type picks one.
  func log(value: Int) {}
  func log(message: String) {}
}
