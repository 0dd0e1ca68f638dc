import SwiftUI

struct Checkout: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    Button("Pay") { pay() }
  }
}
