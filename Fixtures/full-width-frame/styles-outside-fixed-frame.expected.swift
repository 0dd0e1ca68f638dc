// fixture: include-review
import SwiftUI

struct QuestIconRow: View {
    @Binding var symbol: String
    @Binding var isOn: Bool
    @State private var size = 0

    var body: some View {
        Form {
            TextField("", text: $symbol)
                .multilineTextAlignment(.center)
                .frame(width: 60)
                .textFieldStyle(.roundedBorder)
                .frame(maxWidth: .infinity)
            Toggle("Enabled", isOn: $isOn)
                .frame(width: 160)
                .toggleStyle(.button)
                .frame(maxWidth: .infinity, alignment: .leading)
            Text(symbol)
                .textFieldStyle(.roundedBorder)
                .frame(maxWidth: .infinity, alignment: .leading)
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }
            .frame(width: 120)
            .padding(.vertical, 4)
            .pickerStyle(.menu)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
