import SwiftUI

struct Avatar: View {
    var body: some View { Circle().fill(.gray) }
}

struct Toolbar: View {
    let save: () -> Void

    var body: some View {
        VStack {
            Button("Save", action: save).frame(maxWidth: .infinity, alignment: .leading)
            Button(action: save) {
                Label("Save", systemImage: "tray.and.arrow.down")
            }
            .buttonStyle(.borderedProminent)
            .frame(maxWidth: .infinity, alignment: .trailing)
            Button {
                save()
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Avatar().frame(width: 40, height: 40).frame(maxWidth: .infinity, alignment: .leading)
            Image("logo").resizable().scaledToFit().frame(width: 80).frame(maxWidth: .infinity, alignment: .leading)
            Avatar().frame(height: 40).frame(maxHeight: .infinity, alignment: .top)
        }
    }
}
