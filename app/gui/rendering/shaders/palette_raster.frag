#version 440
// Each texel of the raster holds a slot and what lies under it (see SceneRaster.h): the pixel
// takes the colour of the topmost link or device there from the palette, else of the box under
// it. Where that link's entry is transparent (its tier hidden), the entry for the texel's alpha
// byte among those from `underEntry` (DrawingPalette.h: the highest visible tier under it, else
// the box) shows instead. A table made once per palette, not a search per pixel: software
// rasterisers run this shader for every pixel of the canvas each frame. Opaque.
layout(location = 0) in vec2 rasterCoord;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 matrix;
    float opacity;
    vec2 paletteSize;
    float underEntry;
};

layout(binding = 1) uniform sampler2D raster;
layout(binding = 2) uniform sampler2D palette;

vec4 entry(int slot)
{
    return texelFetch(palette, ivec2(slot & 4095, slot >> 12), 0);
}

void main()
{
    ivec2 size = textureSize(raster, 0);
    ivec2 texel = min(ivec2(rasterCoord * vec2(size)), size - 1);
    ivec4 bytes = ivec4(texelFetch(raster, texel, 0) * 255.0 + 0.5);
    int slot = bytes.r | (bytes.g << 8) | (bytes.b << 16);
    int under = int(underEntry) + bytes.a;
    vec4 colour = entry(slot > 0 ? slot : under);
    if (colour.a <= 0.0)
        colour = entry(under);
    fragColor = colour * opacity;
}
