import SwiftUI

struct Footer: View {
    let onTap: () -> Void

    var body: some View {
        VStack {
            Button(action: {
                onTap()
            }) {
                Text("Details")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Text(
                "Version 2"
            )
            .frame(maxWidth: .infinity, alignment: .trailing)
            Label {
                Text("Starred")
            } icon: {
                Image(systemName: "star")
            }
            .font(.footnote)
            .frame(maxWidth: .infinity, alignment: .leading)
            Button {
                onTap()
//                    print("tapped")
            } label: {
                Text("Help")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct Flashlight: View {
    let toggle: () -> Void

    var body: some View {
        Color.black
            .overlay {
                Button(action: {
                    toggle()
                }, label: {
                    Image(systemName: "flashlight.on.fill")
                        .padding()
                })
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
            }
    }
}
