import SwiftUI

struct Avatar: View {
    var body: some View { Circle().fill(.gray) }
}

struct Toolbar: View {
    let save: () -> Void

    var body: some View {
        VStack {
            HStack { Button("Save", action: save); Spacer() }
            HStack {
                Spacer()
                Button(action: save) {
                    Label("Save", systemImage: "tray.and.arrow.down")
                }
                .buttonStyle(.borderedProminent)
            }
            HStack {
                Button {
                    save()
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                Spacer()
            }
            HStack { Avatar().frame(width: 40, height: 40); Spacer() }
            HStack { Image("logo").resizable().scaledToFit().frame(width: 80); Spacer() }
            VStack { Avatar().frame(height: 40); Spacer() }
        }
    }
}
