import SwiftUI

struct Editor: View {
    @State private var name = ""
    @State private var volume = 0.5
    @State private var on = false

    var body: some View {
        Form {
            HStack { TextField("Name", text: $name); Spacer() }
            HStack {
                Slider(value: $volume)
                Spacer()
            }
            HStack { Spacer(); Toggle("On", isOn: $on) }
            HStack { ProgressView(value: volume); Spacer() }
            HStack {
                Button {
                    on.toggle()
                } label: {
                    Text("Toggle")
                        .frame(maxWidth: .infinity)
                }
                Spacer()
            }
        }
    }
}
