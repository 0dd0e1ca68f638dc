// fixture: include-review
import SwiftUI

struct QuestIconRow: View {
    @Binding var symbol: String
    @Binding var isOn: Bool
    @State private var size = 0

    var body: some View {
        Form {
            HStack {
                Spacer()
                TextField("", text: $symbol)
                    .multilineTextAlignment(.center)
                    .frame(width: 60)
                    .textFieldStyle(.roundedBorder)
                Spacer()
            }
            HStack {
                Toggle("Enabled", isOn: $isOn)
                    .frame(width: 160)
                    .toggleStyle(.button)
                Spacer()
            }
            HStack {
                Text(symbol)
                    .textFieldStyle(.roundedBorder)
                Spacer()
            }
            HStack {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                .frame(width: 120)
                .padding(.vertical, 4)
                .pickerStyle(.menu)
                Spacer()
            }
        }
    }
}
