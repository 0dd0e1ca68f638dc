// fixture: deployment-target=macOS=14.0
import SwiftUI

struct ProxyModePicker: View {
    @State private var mode = 0
    @State private var status = ""

    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 8) {
                // 模式选择
                Picker("Mode", selection: $mode) {
                    Text("Global").tag(0)
                    Text("Rules").tag(1)
                }
                .pickerStyle(.segmented)
                .frame(width: 240)
                .onChange(of: mode) { _, newValue in
                    status = "mode \(newValue)"
                }

                Spacer()
            }
            Text(status)
        }
    }
}
