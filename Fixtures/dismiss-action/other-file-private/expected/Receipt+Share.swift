// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Another file cannot see the private property: its own presentationMode is a parameter.
extension Receipt {
  func share(presentationMode: Binding<PresentationMode>) {
    presentationMode.wrappedValue.dismiss()
  }
}
