import SwiftUI

/// A large title with an optional trailing accessory, such as a Done button.
struct ScreenHeader<Accessory: View>: View {
  let title: String
  let accessory: (() -> Accessory)?

  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Text(title)
      Spacer()
      if let accessory {
        accessory()
      }
    }
  }
}

extension ScreenHeader where Accessory == EmptyView {
  init(_ title: String) {
    self.init(title: title, accessory: nil)
  }
}
