// fixture: deployment-target=iOS=15.0
import SwiftUI

struct Sheet: View {
  // swiftui-migrate:disable:next dismiss-action -- shared with the iOS 14 target
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    Button("Close") { presentationMode.wrappedValue.dismiss() }
  }
}
