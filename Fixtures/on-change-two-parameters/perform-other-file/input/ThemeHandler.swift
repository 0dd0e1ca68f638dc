struct ThemeHandler {
  let makeAction: () -> (Int) -> Void

  func apply(theme: Int) {}
}
