import SwiftUI

struct Receipt: View {
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    Button("Done") { presentationMode.wrappedValue.dismiss() }
  }
}
