import SwiftUI

// The conformance is in Gallery.swift: this is still view code.
extension Gallery {
  var columnWidth: CGFloat { UIScreen.main.bounds.width / 3 }
}

// A model's extension is not view code, whatever it reads.
extension GalleryModel {
  var thumbnailWidth: CGFloat { UIScreen.main.bounds.width / 4 }
}
