import SwiftUI

struct Sheet: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    Button("Close") { presentationMode.wrappedValue.dismiss() }
  }
}
