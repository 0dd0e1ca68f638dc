// fixture: deployment-target=iOS=16.0
import SwiftUI

extension Checkout {
  func pay() {
    presentationMode.wrappedValue.dismiss()
  }
}
