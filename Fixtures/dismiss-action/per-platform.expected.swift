// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

/// The same type declared once per platform: the index cannot tell them apart, so the uses
/// inside each body are matched by where they stand.
#if os(iOS)
  struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      Button("Done") { close() }
    }

    func close() {
      dismiss()
    }
  }
#else
  struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      Button("Done") { dismiss() }
    }
  }
#endif
