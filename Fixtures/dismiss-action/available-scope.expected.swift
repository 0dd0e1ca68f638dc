// fixture: deployment-target=iOS=14.0
import SwiftUI

@available(iOS 15.0, *)
struct Sheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}
