import SwiftUI

struct Footer: View {
    let onTap: () -> Void

    var body: some View {
        VStack {
            HStack {
                Button(action: {
                    onTap()
                }) {
                    Text("Details")
                }
                Spacer()
            }
            HStack {
                Spacer()
                Text(
                    "Version 2"
                )
            }
            HStack {
                Label {
                    Text("Starred")
                } icon: {
                    Image(systemName: "star")
                }
                .font(.footnote)
                Spacer()
            }
            HStack {
                Button {
                    onTap()
//                    print("tapped")
                } label: {
                    Text("Help")
                }
                Spacer()
            }
        }
    }
}

struct Flashlight: View {
    let toggle: () -> Void

    var body: some View {
        Color.black
            .overlay {
                VStack {
                    Spacer()
                    Button(action: {
                        toggle()
                    }, label: {
                        Image(systemName: "flashlight.on.fill")
                            .padding()
                    })
                    .frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
    }
}
