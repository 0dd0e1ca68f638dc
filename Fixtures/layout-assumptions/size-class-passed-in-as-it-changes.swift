// fixture: deployment-target=iOS=17.0
import SwiftUI

// A model whose size class has an observer reacts to each new value: the view passes it in
// as it changes, which is what the note would advise. Not reported.
@Observable
final class ComposerFocus {
  var horizontalSizeClass: UserInterfaceSizeClass? {
    didSet {
      if oldValue != horizontalSizeClass { resetFocus() }
    }
  }
  var focusedField: String?

  init(horizontalSizeClass: UserInterfaceSizeClass?) {
    self.horizontalSizeClass = horizontalSizeClass
  }

  private func resetFocus() { focusedField = nil }
}

struct ComposerScreen: View {
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @State private var focus = ComposerFocus(horizontalSizeClass: nil)

  var body: some View {
    Text(focus.focusedField ?? "")
      .onAppear { focus.horizontalSizeClass = horizontalSizeClass }
      .onChange(of: horizontalSizeClass) { _, newValue in
        focus.horizontalSizeClass = newValue
      }
  }
}

// One stored at init and never updated goes stale: reported.
@Observable
final class InboxModel {
  private var horizontalSizeClass: UserInterfaceSizeClass?

  init(horizontalSizeClass: UserInterfaceSizeClass? = nil) {
    self.horizontalSizeClass = horizontalSizeClass
  }

  var columns: Int { horizontalSizeClass == .regular ? 2 : 1 }
}
