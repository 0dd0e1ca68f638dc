import SwiftUI

struct Legacy: View {
  var body: some View {
    Button("Go") {}
      .accentColor(.purple)
  }
}
